import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, uniqueEmail } from '../../../../tests/support/http-client.ts';
import { createTestContext, databaseTargets } from '../../../../tests/support/test-app.ts';
import type { Database } from '../../db/client.ts';
import { verification } from '../../db/schema.ts';
import { like } from 'drizzle-orm';

/** Undoes quoted-printable soft line breaks and escaped "=" so the text reads as sent. */
const unfold = (message: string) => message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function resetLinkIn(message: string): URL {
  const unfolded = unfold(message);
  const match = unfolded.match(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`No reset link in:\n${message}`);
  return new URL(match[0]);
}

describe.each(databaseTargets)('password reset through the outbox on $name', (target) => {
  let app: FastifyInstance;
  let database: Database;
  let outbox: string;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finsim-reset-'));
    outbox = path.join(dataDir, 'outbox');
    ({ app, database } = await createTestContext(target, { DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function latestMailTo(email: string): Promise<string> {
    const files = (await readdir(outbox)).sort();
    for (const file of files.reverse()) {
      const text = await readFile(path.join(outbox, file), 'utf8');
      if (text.includes(`To: ${email}`)) return text;
    }
    throw new Error(`No mail to ${email}`);
  }

  it('mails a single-use link to /reset-password that sets a new password and signs the user in', async () => {
    const email = uniqueEmail();
    await createClient(app).signUp({ name: 'Jo Reset', email, password: 'old-password' });

    const request = await createClient(app).post('/api/auth/request-password-reset', { email });
    expect(request.statusCode).toBe(200);
    const mail = await latestMailTo(email);
    expect(mail).toContain('Subject: Reset your FinSim password');
    expect(unfold(mail)).toContain('expires in 1 hour');
    const link = resetLinkIn(mail);
    expect(link.pathname).toBe('/reset-password');

    const browser = createClient(app);
    const reset = await browser.post('/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      newPassword: 'new-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await browser.get('/api/profile')).json()).toMatchObject({ email });

    expect((await createClient(app).signIn(email, 'old-password')).statusCode).toBe(401);
    expect((await createClient(app).signIn(email, 'new-password')).statusCode).toBe(200);

    const reused = await createClient(app).post('/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      newPassword: 'another-one',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'invalid-action-code',
      error: 'This reset link is not valid or has already been used. Please request a new one.',
    });
  });

  it('refuses an expired link with the expired-action-code message', async () => {
    const email = uniqueEmail();
    await createClient(app).signUp({ name: 'Jo Late', email, password: 'old-password' });
    await createClient(app).post('/api/auth/request-password-reset', { email });
    const token = resetLinkIn(await latestMailTo(email)).searchParams.get('token')!;
    await database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verification.identifier, `%${token}%`));
    const res = await createClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'expired-action-code',
      error: 'This reset link has expired. Please request a new one.',
    });
  });

  it('applies the password rules to the new password', async () => {
    const res = await createClient(app).post('/api/auth/reset-password', {
      token: 'abc',
      newPassword: '123',
    });
    expect(res.json()).toMatchObject({
      code: 'weak-password',
      error: 'Password must be at least 6 characters long',
    });
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const before = (await readdir(outbox).catch(() => [])).length;
    const res = await createClient(app).post('/api/auth/request-password-reset', {
      email: uniqueEmail('ghost'),
    });
    expect(res.statusCode).toBe(200);
    expect((await readdir(outbox).catch(() => [])).length).toBe(before);
  });

  it('needs an e-mail address', async () => {
    const res = await createClient(app).post('/api/auth/request-password-reset', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter your e-mail address');
  });
});

describe('password reset through SMTP', () => {
  let app: FastifyInstance;
  let smtp: SMTPServer;
  const received: Array<{ to: string[]; raw: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ({ app } = await createTestContext(databaseTargets[0]!, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'FinSim <no-reply@finsim.test>',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset e-mail to a real SMTP server on loopback', async () => {
    const email = uniqueEmail('smtp');
    await createClient(app).signUp({ name: 'Sam Smtp', email, password: 'old-password' });
    const res = await createClient(app).post('/api/auth/request-password-reset', { email });
    expect(res.statusCode).toBe(200);
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.raw).toContain('From: FinSim <no-reply@finsim.test>');
    expect(message!.raw).toContain('Subject: Reset your FinSim password');
    const token = resetLinkIn(message!.raw).searchParams.get('token');
    const reset = await createClient(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'via-smtp-1',
    });
    expect(reset.statusCode).toBe(200);
  });
});
