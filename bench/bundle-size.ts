// What pages cost: the gzipped JavaScript each page a first visit meets loads to draw itself (the
// entry, and a lazy page's chunk with everything it imports statically, as Vite's build manifest
// lists them), and the CSS written into index.html. The first page (`/`) is held to a budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve('dist/web');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(
  await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically: what the browser loads with it. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}.`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

async function gzippedKb(files: Iterable<string>) {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dist, file))).length;
  return total / 1024;
}

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const firstPage = new Set<string>();
for (const entry of entries) closure(entry, firstPage);

const pages = [
  { page: '/', files: firstPage },
  {
    page: '/role-selection',
    files: closure('src/web/app/routes/role-selection.tsx', new Set(firstPage)),
  },
  {
    page: '/simulations/:id',
    files: closure('src/web/app/routes/simulation.tsx', new Set(firstPage)),
  },
];
for (const { page, files } of pages) {
  console.log(
    `${page.padEnd(17)} JavaScript: ${(await gzippedKb(files)).toFixed(1)} KB gzipped in ${files.size} file(s)`,
  );
}

const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
console.log(`CSS (in index.html): ${(gzipSync(styles).length / 1024).toFixed(1)} KB gzipped`);

const firstKb = await gzippedKb(firstPage);
console.log(`First page (/) JavaScript budget: ${BUDGET_KB} KB`);
if (firstKb > BUDGET_KB) {
  console.error(`Over budget by ${(firstKb - BUDGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}
