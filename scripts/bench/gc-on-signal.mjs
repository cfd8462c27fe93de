// Preloaded (with --expose-gc) into server processes whose memory a benchmark measures:
// SIGUSR2 runs a full collection and writes process.memoryUsage() to BENCH_MEMORY_FILE, so
// memory is read without garbage still waiting, and the JavaScript heap can be told apart
// from the rest of the resident memory. Written to a temporary name and renamed, so a
// reader never sees half a file.
import { renameSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const file = process.env.BENCH_MEMORY_FILE;
  if (!file) return;
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]),
  );
  writeFileSync(`${file}.tmp`, JSON.stringify({ ...process.memoryUsage(), spaces }));
  renameSync(`${file}.tmp`, file);
});
