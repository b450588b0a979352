import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Not index.html: every page's HTML is built per request from it (its own head) and compressed then.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than the extra header bytes and file look-up cost.
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside each compressible file of the build, so that the server
 * (@fastify/static `preCompressed`) sends them without compressing on every request.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'jurisrdv-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(files.map((fileName) => precompressFile(join(outDir, fileName))));
    },
  };
}

async function precompressFile(path: string): Promise<void> {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const writes: Promise<void>[] = [];
  if (br.length < raw.length) writes.push(writeFile(`${path}.br`, br));
  if (gzipped.length < raw.length) writes.push(writeFile(`${path}.gz`, gzipped));
  await Promise.all(writes);
}
