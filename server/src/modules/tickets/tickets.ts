import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A booking's ticket (docs/decisions/104): the booking's id and an HMAC-SHA256 of it under the
// server's ticket key, written in Crockford's base32 (no I, L, O, U: a code read aloud or typed
// from paper survives 0/O and 1/I mix-ups) in groups of four. Anyone can read the booking id
// in it; only the server can make the tag, so a forged or altered code is refused.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 48 bits of tag: a guess is checked online, one request at a time, by a signed-in supplier. */
const TAG_BYTES = 6;
const ID_BYTES = 16;

function encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function decode(text: string): Buffer | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** Upper case, the look-alike letters read as the digits they stand for, spaces and dashes gone. */
export function normaliseTicketCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const idBytes = (bookingId: string) => Buffer.from(bookingId.replace(/-/g, ''), 'hex');

function tag(key: string, id: Buffer): Buffer {
  return createHmac('sha256', key).update('regen-ticket-v1:').update(id).digest().subarray(0, TAG_BYTES);
}

/** The ticket code of a booking, e.g. '1A2B-3C4D-…' (9 groups of 4). */
export function ticketCode(key: string, bookingId: string): string {
  const id = idBytes(bookingId);
  return (encode(Buffer.concat([id, tag(key, id)])).match(/.{1,4}/g) ?? []).join('-');
}

/** The booking id a genuine code stands for; null for anything else (malformed, forged, altered). */
export function verifyTicketCode(key: string, code: string): string | null {
  const normalised = normaliseTicketCode(code);
  if (normalised.length !== Math.ceil(((ID_BYTES + TAG_BYTES) * 8) / 5)) return null;
  const bytes = decode(normalised);
  // The last letter carries padding bits too: only the one spelling of the bytes is a ticket.
  if (!bytes || bytes.length !== ID_BYTES + TAG_BYTES || encode(bytes) !== normalised) return null;
  const id = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(tag(key, id), bytes.subarray(ID_BYTES))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new random ticket key (when TICKET_SECRET is not configured: made once, kept in the database). */
export const newTicketKey = () => randomBytes(32).toString('base64url');
