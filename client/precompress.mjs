// Writes `.br` and `.gz` next to a built file, with the strongest settings, once at build
// time; the server sends them as they are (@fastify/static `preCompressed`).
import { readFile, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** @param {string} file */
export async function precompressFile(file) {
  if ((await stat(file)).size < 1024) return;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    promisify(gzip)(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
