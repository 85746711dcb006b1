import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, createPrecompressedCache, precompressJson } from './precompressed-json.ts';
import { etagOf } from './revalidation.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('precompressJson', () => {
  it('keeps the plain body, its brotli and gzip forms, and the ETag of the plain body', async () => {
    const json = JSON.stringify({ roles: Array.from({ length: 50 }, (_, i) => `role ${i}`) });
    const body = await precompressJson(json);
    expect(body.identity.toString()).toBe(json);
    expect(brotliDecompressSync(body.br).toString()).toBe(json);
    expect(gunzipSync(body.gzip).toString()).toBe(json);
    expect(body.etag).toBe(etagOf(json));
  });
});

describe('createPrecompressedCache', () => {
  it('builds each body once and keeps nothing for a key whose JSON cannot be made', async () => {
    const cache = createPrecompressedCache();
    let builds = 0;
    const json = () => {
      builds += 1;
      return '{"a":1}';
    };
    const [first, second] = await Promise.all([cache.get('a', json), cache.get('a', json)]);
    expect(first).toBe(second);
    expect(await cache.get('a', json)).toBe(first);
    expect(builds).toBe(1);

    const unknown = () => {
      throw new Error('no such role');
    };
    expect(() => cache.get('missing', unknown)).toThrow('no such role');
    expect(await cache.get('missing', () => '{}')).toMatchObject({ etag: etagOf('{}') });
  });
});
