import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './vite-precompress.ts';

const TEXT_FILES = [
  'index.html',
  'favicon.svg',
  'site.webmanifest',
  'robots.txt',
  'assets/index-abc.js',
  'assets/index-abc.css',
  'assets/data-abc.json',
];
const BINARY_FILES = ['assets/inter-abc.woff2', 'assets/logo.png'];

describe('precompressDirectory', () => {
  let root: string;
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes .br and .gz siblings of every text file, and none of fonts and images', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'finsim-precompress-'));
    await mkdir(path.join(root, 'assets'));
    for (const file of [...TEXT_FILES, ...BINARY_FILES])
      await writeFile(path.join(root, file), `content of ${file} `.repeat(50));

    expect(await precompressDirectory(root)).toBe(TEXT_FILES.length);

    for (const file of TEXT_FILES) {
      const original = await readFile(path.join(root, file));
      const br = await readFile(path.join(root, `${file}.br`));
      const gz = await readFile(path.join(root, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
    }
    const assets = await readdir(path.join(root, 'assets'));
    for (const file of BINARY_FILES) {
      const name = path.basename(file);
      expect(
        assets.filter((entry) => entry.startsWith(name)),
        file,
      ).toEqual([name]);
    }
  });
});
