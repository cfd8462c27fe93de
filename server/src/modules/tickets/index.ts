// The tickets domain's public surface (docs/decisions/104): a booking's signed ticket code, the
// key it is signed with, and the ticket file its confirmation email carries.
export { normaliseTicketCode, ticketCode, verifyTicketCode } from './tickets.ts';
export { bookingTicketCode, bookingTicketCodeIfLoaded, loadTicketKey, ticketKey } from './ticket-key.ts';
export { TICKET_ATTACHMENT, qrSvg, ticketAttachment, ticketAttachmentRenderers } from './ticket-attachment.ts';
