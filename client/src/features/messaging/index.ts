// What other features may use of the messaging feature.
export { useUnreadCounts } from './api.ts';
export { ConversationDialog } from './conversation-dialog.tsx';
