/**
 * SPEC.md section 4: the page signs out by itself when the server says the account was disabled
 * or the session expired. The API client reports it here; the account feature listens.
 */
export type SessionEndCode = 'user-disabled' | 'user-token-expired';

type Listener = (code: SessionEndCode, message: string) => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(code: SessionEndCode, message: string): void {
  for (const listener of listeners) listener(code, message);
}
