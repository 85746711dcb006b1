// What pages cost: the gzipped JavaScript and CSS that `/` loads before any lazy route, and the
// JavaScript that the simulation page (`/simulations/:id`) loads on top of it.
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

async function gzippedKb(files: Iterable<string>) {
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

// The simulation page is a lazy route: its chunk is a dynamic import of the entry, and the browser
// loads that chunk with everything it imports statically. What the first page already has is free.
const asset = (name: string) => `/assets/${name}`;
const source = (file: string) => readFile(path.join(dist, file), 'utf8');
const entry = scripts.find((file) => /\/index-[^/]+\.js$/.test(file));
if (!entry) throw new Error('No entry script in dist/web/index.html.');
const routeChunk = [
  ...(await source(entry)).matchAll(/import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g),
]
  .map((m) => m[1]!)
  .find((name) => name.startsWith('simulation-'));
if (!routeChunk) throw new Error('No lazy chunk for the simulation page in the entry script.');

const loaded = new Set<string>();
const queue = [asset(routeChunk)];
while (queue.length > 0) {
  const file = queue.pop()!;
  if (loaded.has(file)) continue;
  loaded.add(file);
  // Static imports only (`from"./x.js"`, `import"./x.js"`); `import(` is a later, lazy load.
  for (const m of (await source(file)).matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
    queue.push(asset(m[1]!));
}
const firstPage = new Set(scripts);
const beyond = [...loaded].filter((file) => !firstPage.has(file));
console.log(
  `Simulation page (/simulations/:id) JavaScript beyond the first page: ${(await gzippedKb(beyond)).toFixed(1)} KB gzipped in ${beyond.length} file(s)`,
);
