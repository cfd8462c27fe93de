import QRCode from 'qrcode';
import { z } from 'zod';
import type { DeferredAttachment } from '../../db/schema.ts';
import { ticketKey } from './ticket-key.ts';
import { ticketCode } from './tickets.ts';

// The ticket as a file on the booking's confirmation email (docs/decisions/104): an SVG of the
// QR code with the code written under it, made when the mail is sent (docs/decisions/076).
// SVG because outbox attachments are text; every mail app and phone opens it.

export const TICKET_ATTACHMENT = 'booking-ticket';

const ticketData = z.object({ bookingId: z.string(), reference: z.string() });

export function ticketAttachment(bookingId: string, reference: string): DeferredAttachment {
  return {
    filename: `ticket-${reference}.svg`,
    contentType: 'image/svg+xml',
    render: { kind: TICKET_ATTACHMENT, data: { bookingId, reference } },
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The QR code of a text as an SVG with the text under it (one path of dark modules). */
export function qrSvg(text: string, caption: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const margin = 4;
  const cell = 8;
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (modules.get(y, x)) path += `M${x + margin} ${y + margin}h1v1h-1z`;
    }
  }
  const side = size + margin * 2;
  const width = side * cell;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width + 48}" viewBox="0 0 ${width} ${width + 48}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g transform="scale(${cell})"><path d="${path}" fill="#000" shape-rendering="crispEdges"/></g>`,
    `<text x="${width / 2}" y="${width + 28}" font-family="monospace" font-size="16" text-anchor="middle">${escapeXml(caption)}</text>`,
    `</svg>`,
  ].join('');
}

/** The mail worker's renderer of ticket files (app.ts). */
export const ticketAttachmentRenderers = {
  [TICKET_ATTACHMENT]: (data: unknown) => {
    const { bookingId } = ticketData.parse(data);
    const code = ticketCode(ticketKey(), bookingId);
    return qrSvg(code, code);
  },
} as const;
