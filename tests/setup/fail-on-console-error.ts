import { afterEach, vi } from 'vitest';

// ARCHITECTURE.md convention 9: a test fails on console.error.
const errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(' ');
    errors.length = 0;
    vi.restoreAllMocks();
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
