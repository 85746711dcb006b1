// What the first page costs: the gzipped JavaScript and CSS that `/` loads before any lazy route.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve('dist/web');
const html = await readFile(path.join(dist, 'index.html'), 'utf8');

const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]!);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
  (m) => m[1]!,
);

async function gzippedKb(files: string[]) {
  let total = 0;
  for (const file of new Set(files))
    total += gzipSync(await readFile(path.join(dist, file))).length;
  return total / 1024;
}

const jsKb = await gzippedKb(scripts);
const cssKb = await gzippedKb(styles);
console.log(
  `First page (/) JavaScript: ${jsKb.toFixed(1)} KB gzipped in ${new Set(scripts).size} file(s) (budget ${BUDGET_KB} KB)`,
);
console.log(`First page (/) CSS:        ${cssKb.toFixed(1)} KB gzipped`);
if (jsKb > BUDGET_KB) {
  console.error(`Over budget by ${(jsKb - BUDGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}
