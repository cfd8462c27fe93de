import type { FastifyInstance } from 'fastify';
import { bearerTokenGuard } from '../../http/bearer-token.ts';
import { backupFileName } from './backup.ts';

/**
 * GET /ops/backup: a consistent copy of the embedded database while the server runs, for the
 * operator's `npm run db:backup` (a bearer token; 404 without one configured). A server on
 * PostgreSQL answers 409: its copy is pg_dump's.
 */
export function registerBackupRoute(
  app: FastifyInstance,
  options: { token: string | undefined; dumpEmbedded: (() => Promise<Blob>) | undefined; now: () => Date },
): void {
  const authorised = bearerTokenGuard(options.token, 'backup');
  app.get('/ops/backup', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    if (!options.dumpEmbedded) {
      return reply.code(409).send({
        error: 'Conflict',
        message: 'This server runs on PostgreSQL: back it up with pg_dump (README, "Backups").',
        statusCode: 409,
      });
    }
    const archive = await options.dumpEmbedded();
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${backupFileName(options.now())}"`)
      .type('application/gzip')
      .send(Buffer.from(await archive.arrayBuffer()));
  });
}
