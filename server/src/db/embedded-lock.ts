import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The embedded database (PGlite) belongs to one process, but PGlite itself does not stop a
// second process from opening the same folder (and corrupting it). A pid file in DATA_DIR
// does: the server takes it while it runs, and the command-line scripts refuse to start
// while a live process holds it (docs/design.md §3).

export class EmbeddedDatabaseBusyError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), probably the server. It can be used by one process at a time: stop the server (npm start) and run this command again.`,
    );
    this.name = 'EmbeddedDatabaseBusyError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'embedded-db.lock');
}

/** Takes the embedded database for this process until it exits (or `release` is called). */
export function acquireEmbeddedDatabaseLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return {
        release() {
          process.removeListener('exit', release);
          release();
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedDatabaseBusyError(dataDir, holder);
      }
      // A stale lock left by a process that died: take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the embedded database lock in ${dataDir}`);
}
