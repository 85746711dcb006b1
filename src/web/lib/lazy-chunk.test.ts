import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lazy-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('gives a chunk 120 s (SPEC.md section 9), then fails', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('The page took longer than 120 s to load.');
  });

  it('passes a loaded chunk through and turns a failed one into a ChunkLoadError', async () => {
    await expect(loadChunk(async () => ({ page: 1 }))).resolves.toEqual({ page: 1 });
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBe(failure);
  });
});
