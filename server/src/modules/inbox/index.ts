// The inbox domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export { listInbox, type InboxPage } from './inbox.service.ts';
