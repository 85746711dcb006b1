// Compresses the built web app once, at build time, so the server never spends CPU (or libuv's
// thread pool, which password hashing and file reads share) compressing the same bytes for every
// visitor: each compressible file gets .br and .gz siblings that @fastify/static sends as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats; woff2 and images are compressed already and would only grow. */
export const COMPRESSIBLE_FILE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside every compressible file under `dir`; returns how many. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      // Maximum levels: this runs once per build, and every download after it is smaller.
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** Vite plugin: precompresses the output directory after the build has written it. */
export function precompress(): Plugin {
  return {
    name: 'finsim-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const count = await precompressDirectory(options.dir);
      this.info(`precompressed ${count} files (.br and .gz)`);
    },
  };
}
