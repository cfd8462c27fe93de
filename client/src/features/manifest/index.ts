// What other features may use of the manifest feature.
export { TicketCard } from './ticket-card.tsx';
export { MarkPaidForm } from './manifest-page.tsx';
