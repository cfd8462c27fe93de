import type { DeferredAttachment, EmailAttachment, StoredAttachment } from '../db/schema.ts';

export type { DeferredAttachment, EmailAttachment, StoredAttachment };

// An outbox attachment is either a finished file or one the mail worker writes when it sends
// the mail (docs/decisions/076): an .ics costs a booking request more than its statement's
// round trip, and a mail that is never sent (an unverified booker's confirmation, a reminder
// deleted by a cancellation) never needs its file. The module that queues a deferred file
// hands the mail worker its renderer (app.ts), so mail/ depends on no domain.

/** Renderers by the `render.kind` of the attachments they write: data in, the file's text out. */
export type AttachmentRenderers = Readonly<Record<string, (data: unknown) => string>>;

export const isDeferredAttachment = (file: StoredAttachment): file is DeferredAttachment => 'render' in file;

/** The file to send for a stored attachment; throws for a kind no renderer was given for. */
export function attachmentFile(file: StoredAttachment, renderers: AttachmentRenderers): EmailAttachment {
  if (!isDeferredAttachment(file)) return file;
  const render = Object.hasOwn(renderers, file.render.kind) ? renderers[file.render.kind] : undefined;
  if (!render) throw new Error(`No renderer for attachments of kind "${file.render.kind}"`);
  return { filename: file.filename, contentType: file.contentType, content: render(file.render.data) };
}
