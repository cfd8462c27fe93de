import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { attachmentFile, type AttachmentRenderers } from '../mail/attachments.ts';
import { escapeHtml } from '../mail/outbox.ts';

/** The link that downloads a mail's attachment (an .ics): /dev/mailbox/<id>/attachments/<n>. */
const attachmentPath = (mailId: number, index: number) => `/dev/mailbox/${mailId}/attachments/${index}`;

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * /dev/mailbox: every queued or sent email, newest first, with clickable links. The links
 * sign anyone in (password reset), so app.ts registers it only when `config.devMailbox`:
 * NODE_ENV explicitly development or test, and no SMTP server configured.
 */
export function registerDevMailbox(app: FastifyInstance, db: Db, renderers: AttachmentRenderers): void {
  app.get('/dev/mailbox.json', async () => {
    const mails = await db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(200).execute();
    return mails.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      kind: m.kind,
      createdAt: m.created_at,
      sentAt: m.sent_at,
      sendAfter: m.send_after,
      attachments: (m.attachments ?? []).map((file, index) => ({
        filename: file.filename,
        contentType: file.contentType,
        url: attachmentPath(m.id, index),
      })),
    }));
  });
  app.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (request, reply) => {
    const id = Number(request.params.id);
    const index = Number(request.params.index);
    const mail = Number.isSafeInteger(id)
      ? await db.selectFrom('email_outbox').select('attachments').where('id', '=', id).executeTakeFirst()
      : undefined;
    const stored = Number.isSafeInteger(index) ? mail?.attachments?.[index] : undefined;
    // Written now, as the mail worker writes it when it sends (docs/decisions/076).
    const file = stored && attachmentFile(stored, renderers);
    if (!file) return reply.code(404).send({ error: 'Not Found', message: 'No such attachment', statusCode: 404 });
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '')}"`)
      .send(file.content);
  });
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(200).execute();
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to_address)} · ${escapeHtml(m.kind)} · ${m.created_at.toISOString()} · ${m.sent_at ? 'sent' : m.send_after > m.created_at ? `scheduled for ${m.send_after.toISOString()}` : 'queued'}</p>
  <pre>${linkify(m.text_body)}</pre>${
    m.attachments?.length
      ? `\n  <p class="meta">Attachments: ${m.attachments
          .map((file, i) => `<a href="${attachmentPath(m.id, i)}" download>${escapeHtml(file.filename)}</a>`)
          .join(', ')}</p>`
      : ''
  }
</article>`,
      )
      .join('\n');
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Dev mailbox · Regen Marketplace</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #e7e5e4;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#57534e;font-size:.85rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Dev mailbox</h1><p>Emails the app has written (development only).</p>
${items || '<p>No emails yet.</p>'}</body></html>`);
  });
}
