import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from './revalidation.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One JSON answer in the three forms a client may ask for, and its ETag. */
export interface PrecompressedJson {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** How hard to compress: the brotli quality (0-11) and gzip level (1-9). */
export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** For a few bodies compressed once for the life of the process: the smallest bytes. */
export const MAXIMUM_COMPRESSION: CompressionLevels = {
  brotliQuality: zlib.constants.BROTLI_MAX_QUALITY,
  gzipLevel: zlib.constants.Z_BEST_COMPRESSION,
};

/**
 * For many large bodies, each compressed on its first request: a 70 KB week takes about 2 ms at
 * brotli 5 and comes out about 15% bigger than at 11, which takes over 100 ms of a core.
 */
export const MODERATE_COMPRESSION: CompressionLevels = { brotliQuality: 5, gzipLevel: 6 };

export async function precompressJson(
  json: string,
  levels: CompressionLevels = MAXIMUM_COMPRESSION,
): Promise<PrecompressedJson> {
  const identity = Buffer.from(json);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: levels.gzipLevel }),
  ]);
  // The ETag is the uncompressed body's, as before, so a browser's saved ETag stays valid.
  return { etag: etagOf(identity), identity, br, gzip: gz };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. A q-value
 * of 0 refuses a coding; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((token) => token.trim());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * Sends a precompressed body in the encoding the client accepts. The revalidation hook answers
 * 304 from the ETag set here; routes using this pass `compress: false` so @fastify/compress
 * never touches the bytes.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedJson,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.type(type).header('vary', 'accept-encoding');
  reply.header('etag', body.etag);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}

/**
 * Precompressed bodies by key, each built on first use and kept: for content that never changes
 * while the server runs. Keys must come from a fixed set (a role id that exists, not a raw URL),
 * so the cache cannot grow without bound; `json` may throw (an unknown id) and nothing is kept.
 */
export function createPrecompressedCache(levels: CompressionLevels = MAXIMUM_COMPRESSION) {
  const entries = new Map<string, Promise<PrecompressedJson>>();
  return {
    get(key: string, json: () => string): Promise<PrecompressedJson> {
      let entry = entries.get(key);
      if (!entry) {
        entry = precompressJson(json(), levels);
        entries.set(key, entry);
        entry.catch(() => entries.delete(key));
      }
      return entry;
    },
  };
}

export type PrecompressedCache = ReturnType<typeof createPrecompressedCache>;
