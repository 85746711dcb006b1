import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * No secret reaches the browser: the built JavaScript, CSS and HTML that the server sends hold no
 * server-only variable, no value of one set in this environment, and nothing shaped like a key.
 */
const SERVER_ONLY = [
  'BETTER_AUTH_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'LLM_API_KEY',
  'DATABASE_URL',
  'SMTP_URL',
];
const SHAPES = [
  /sk_(?:live|test)_[0-9a-zA-Z]{8,}/,
  /whsec_[0-9a-zA-Z]{8,}/,
  /postgres(?:ql)?:\/\/\w+:\w+@/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    ),
  );
  return nested.flat().filter((f) => /\.(js|mjs|css|html|map|json|txt|webmanifest)$/.test(f));
}

test('the browser bundle holds no secret', async ({ request }) => {
  // The server is up, so the bundle it serves has been built.
  expect((await request.get('/')).ok()).toBe(true);
  const built = await files(path.resolve('dist'));
  expect(built.length).toBeGreaterThan(3);
  const values = SERVER_ONLY.map((name) => process.env[name]).filter(
    (v): v is string => typeof v === 'string' && v.length >= 8,
  );
  const found: string[] = [];
  for (const file of built) {
    const text = await readFile(file, 'utf8');
    for (const name of SERVER_ONLY) if (text.includes(name)) found.push(`${file}: ${name}`);
    for (const value of values) if (text.includes(value)) found.push(`${file}: a secret's value`);
    for (const shape of SHAPES) if (shape.test(text)) found.push(`${file}: ${shape}`);
  }
  expect(found).toEqual([]);
});
