import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a page needs before it can draw itself, beyond what index.html already loads: the script
 * chunks of its lazy route and the API answers its first render reads. Named in the page as
 * `<link rel="modulepreload">` and `<link rel="preload" as="fetch">`, the browser asks for them
 * while it reads the HTML, instead of one round trip after the entry script has run (for the
 * chunks) or after the route's chunk has run (for the data).
 */
export interface PageNeeds {
  /** The lazy route module, as Vite's manifest names its source (`src/web/app/routes/x.tsx`). */
  module?: string;
  /** Same-origin API paths (`/api/jobs`) the page fetches as soon as it renders. */
  fetches: readonly string[];
  /** The answer depends on who is signed in: no shared cache may keep it. */
  personal?: boolean;
}

/** One chunk of Vite's build manifest (`.vite/manifest.json`): its file and static imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type ChunkManifest = Record<string, ManifestChunk>;

/** Vite's manifest of the built app, or null when the build has none (an older build, tests). */
export async function readChunkManifest(root: string): Promise<ChunkManifest | null> {
  try {
    return JSON.parse(
      await readFile(path.join(root, '.vite', 'manifest.json'), 'utf8'),
    ) as ChunkManifest;
  } catch {
    return null;
  }
}

function closure(manifest: ChunkManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The files (`/assets/x.js`) a lazy module loads with it: its chunk and every chunk it imports
 * statically, less those of the entry, which index.html loads already. Empty for a module the
 * manifest does not know.
 */
export function moduleFiles(manifest: ChunkManifest, module: string): string[] {
  if (!manifest[module]) return [];
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  for (const entry of entries) closure(manifest, entry, loaded);
  return [...closure(manifest, module)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** A value made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/**
 * The link elements for a page's chunks and data. `crossorigin` on the data preloads gives them
 * the request mode of the app's own `fetch` (CORS mode, same-origin credentials), so the fetch is
 * answered from the preload instead of asking again.
 */
export function preloadLinks(files: readonly string[], fetches: readonly string[]): string {
  return [
    ...files.map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
    ),
    ...fetches.map(
      (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
    ),
  ].join('');
}

/** index.html with the links placed at the end of its head. */
export function withPreloads(html: string, links: string): string {
  if (!links) return html;
  const head = html.indexOf('</head>');
  return head === -1 ? html : `${html.slice(0, head)}${links}\n  ${html.slice(head)}`;
}
