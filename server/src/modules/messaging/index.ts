// The messaging domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export { getConversation, getUnreadCounts, markConversationRead, sendMessage } from './messaging.service.ts';
