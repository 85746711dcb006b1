import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  betterAuthPassword,
  createPasswordHasher,
  type PasswordHasher,
  SERVER_BUSY_CODE,
} from './password-hashing.ts';

// Made by Better Auth 1.7's default (@better-auth/utils/password) and stored as it is in
// account.password: existing users' hashes look like this.
const STORED_BY_BETTER_AUTH =
  '1a3b773f7a6a92ec057a0447bd63d708:ca2ecc12a1440f9334824326e7232de0e974068da3b1299c35d015006d4b005744dcc0f6ac4b720cde044281f4bdbd6b6b9a1c3a5cc6d8df99840da531037e4e';
const STORED_PASSWORD = 'correct horse battery staple';

describe('password hashing pool', () => {
  let hasher: PasswordHasher | undefined;
  const pool = (options = { workers: 1, maxQueue: 10 }) => (hasher = createPasswordHasher(options));
  afterEach(async () => {
    await hasher?.close();
    hasher = undefined;
  });

  it('hashes to salt:key hex and verifies the right password only', async () => {
    const hashing = pool();
    const hash = await hashing.hash('s3cret password');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.hash('s3cret password')).not.toBe(hash);
    expect(await hashing.verify({ hash, password: 's3cret password' })).toBe(true);
    expect(await hashing.verify({ hash, password: 's3cret passwore' })).toBe(false);
    await expect(hashing.verify({ hash: 'not-a-hash', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
  });

  it('verifies hashes stored by Better Auth, and Better Auth verifies ours', async () => {
    const hashing = pool();
    expect(await hashing.verify({ hash: STORED_BY_BETTER_AUTH, password: STORED_PASSWORD })).toBe(
      true,
    );
    expect(await hashing.verify({ hash: STORED_BY_BETTER_AUTH, password: 'correct horse' })).toBe(
      false,
    );

    // Both normalise to NFKC: "ﬁ" (one ligature character) and "é" (e + combining accent).
    const password = 'ﬁnance café';
    const theirs = await hashPassword(password);
    expect(await hashing.verify({ hash: theirs, password })).toBe(true);
    expect(await hashing.verify({ hash: theirs, password: 'finance café' })).toBe(true);
    expect(await hashing.verify({ hash: theirs, password: 'finance cafe' })).toBe(false);

    const ours = await hashing.hash(password);
    expect(await verifyPassword({ hash: ours, password })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'finance café' })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'finance cafe' })).toBe(false);
  });

  it('runs hashes in arrival order and refuses one beyond the queue with a 503', async () => {
    const hashing = pool({ workers: 1, maxQueue: 2 });
    const finished: number[] = [];
    const accepted = [1, 2, 3].map((n) =>
      hashing.hash(`password ${n}`).then(() => finished.push(n)),
    );
    expect(hashing.stats()).toEqual({ threads: 1, running: 1, queued: 2 });

    const refused = await hashing.hash('one too many').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'server-busy',
      message: 'The server is busy; please try again in a moment.',
    });
    await expect(
      hashing.verify({ hash: STORED_BY_BETTER_AUTH, password: STORED_PASSWORD }),
    ).rejects.toMatchObject({ statusCode: 503 });

    await Promise.all(accepted);
    expect(finished).toEqual([1, 2, 3]);
    expect(hashing.stats()).toEqual({ threads: 1, running: 0, queued: 0 });
    await expect(hashing.hash('room again')).resolves.toMatch(/:/);
  });

  it("leaves libuv's thread pool free while it hashes", async () => {
    const hashing = pool({ workers: 1, maxQueue: 10 });
    const hashes = Array.from({ length: 6 }, (_, n) => hashing.hash(`password ${n}`));
    // Node's own async scrypt would hold all four libuv threads with these; gzip needs one.
    await promisify(gzip)(Buffer.from('a small answer'));
    expect(hashing.stats().queued + hashing.stats().running).toBeGreaterThan(0);
    await Promise.all(hashes);
  });

  it('closes: waiting and running hashes are refused, the threads stop, later calls fail', async () => {
    const hashing = pool({ workers: 2, maxQueue: 5 });
    const pending = [1, 2, 3, 4].map((n) =>
      hashing.hash(`password ${n}`).catch((error: Error) => error),
    );
    expect(hashing.stats()).toEqual({ threads: 2, running: 2, queued: 2 });
    await hashing.close();
    for (const outcome of await Promise.all(pending)) {
      expect(outcome).toBeInstanceOf(Error);
      expect((outcome as Error).message).toBe('The password hashing pool is closed.');
    }
    expect(hashing.stats()).toEqual({ threads: 0, running: 0, queued: 0 });
    await expect(hashing.hash('after close')).rejects.toThrow('closed');
  });

  it('tells Better Auth "busy" as a 503 APIError with our code, other errors unchanged', async () => {
    const hashing = pool({ workers: 1, maxQueue: 0 });
    const hooks = betterAuthPassword(hashing);
    const first = hooks.hash('first');
    const busy = await hooks.hash('second').catch((error: unknown) => error);
    expect(busy).toMatchObject({
      name: 'APIError',
      statusCode: 503,
      body: {
        code: SERVER_BUSY_CODE,
        message: 'The server is busy; please try again in a moment.',
      },
    });
    await first;
    await expect(hooks.verify({ hash: 'nonsense', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
  });

  it(
    'loads its worker when the server runs under tsx, as npm start runs it',
    { timeout: 30_000 },
    async () => {
      const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
      const dir = await mkdtemp(path.join(tmpdir(), 'finsim-hashing-'));
      // .mts: outside this package the file would otherwise be CommonJS, without top-level await.
      const script = path.join(dir, 'hash-under-tsx.mts');
      const module = path.join(root, 'src/server/plugins/password-hashing.ts');
      await writeFile(
        script,
        [
          `import { createPasswordHasher } from ${JSON.stringify(module)};`,
          'const hasher = createPasswordHasher({ workers: 1, maxQueue: 1 });',
          "const hash = await hasher.hash('under tsx');",
          "console.log(JSON.stringify({ hash, ok: await hasher.verify({ hash, password: 'under tsx' }) }));",
          'await hasher.close();',
        ].join('\n'),
      );
      try {
        // The same launch as scripts/start.mjs; the process must also exit on its own after close().
        const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        expect(stderr).toBe('');
        expect(code).toBe(0);
        const result = JSON.parse(stdout) as { hash: string; ok: boolean };
        expect(result.ok).toBe(true);
        expect(await verifyPassword({ hash: result.hash, password: 'under tsx' })).toBe(true);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
