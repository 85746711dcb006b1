/** What a page whose code did not arrive says, in the app's screen and in main.tsx's plain one. */
export const CHUNK_FAILURE_REASON =
  'FinSim may have been updated since you opened it, or the connection dropped. Reloading fetches the latest version.';

/** SPEC.md section 9: a lazily loaded script chunk gets 120 s before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code that did not arrive: a deploy replaced it, or the network dropped. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Loads a lazy chunk, failing with a ChunkLoadError when it fails or takes longer than allowed. */
export function loadChunk<M>(load: () => Promise<M>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`The page took longer than ${timeoutMs / 1000} s to load.`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('The page could not be loaded.', { cause: error }));
      },
    );
  });
}
