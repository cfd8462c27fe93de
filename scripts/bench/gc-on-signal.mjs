// Preloaded (with --expose-gc) into server processes whose memory a benchmark measures:
// SIGUSR2 runs a full collection and writes process.memoryUsage() to BENCH_MEMORY_FILE, so
// memory is read without garbage still waiting, and the JavaScript heap can be told apart
// from the rest of the resident memory.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  if (process.env.BENCH_MEMORY_FILE)
    writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify(process.memoryUsage()));
});
