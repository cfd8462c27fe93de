// The account-security feature's public surface (issue 35, docs/decisions/113): /profile's
// "Security and your data" section.
export { AccountSecurityPanel } from './account-security-panel.tsx';
