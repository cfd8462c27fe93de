// What other parts of the client may use of the inbox feature: the main menu's unread total
// (rendered by the root route, passed to the header).
export { useUnreadMessageTotal } from './api.ts';
