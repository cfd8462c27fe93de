import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Backups of the embedded database (docs/decisions/111). The copy is PGlite's own folder as a
// gzipped tar, taken by the process that holds the database (`Database.dumpEmbedded`): the
// running server through /ops/backup, or `npm run db:backup` itself when no server runs.
// PostgreSQL is backed up with its own tools (pg_dump / pg_restore, README "Production").

/** The folder inside DATA_DIR that holds the embedded database's files (database.ts opens it). */
export function embeddedDataFolder(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** A name for a backup file taken at `at`: regen-2026-11-27T14-30-05Z.tar.gz. */
export function backupFileName(at: Date): string {
  return `regen-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/**
 * Replaces the embedded database in `dataDir` by the one in `archive`. The folder it replaces is
 * kept beside it (`pgdata.before-restore-<time>`), never deleted. Only while no process holds the
 * database (the caller takes the lock).
 */
export async function restoreEmbedded(
  archive: Blob,
  dataDir: string,
  at: Date,
): Promise<{ keptAs: string | undefined }> {
  const folder = embeddedDataFolder(dataDir);
  let keptAs: string | undefined;
  if (existsSync(folder)) {
    keptAs = `${folder}.before-restore-${at.toISOString().replaceAll(':', '-')}`;
    renameSync(folder, keptAs);
  }
  const restored = new PGlite({ dataDir: folder, loadDataDir: archive });
  await restored.waitReady;
  // Opening is the check: PGlite refuses an archive that is not a database folder.
  await restored.query('select 1');
  await restored.close();
  return { keptAs };
}
