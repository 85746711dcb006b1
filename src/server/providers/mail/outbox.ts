import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/**
 * The embedded mail provider: each message is written as a standard .eml file under
 * `<DATA_DIR>/outbox/` (open it in any mail client) and its first link is logged, so password
 * resets work on a machine with no mail server.
 */
export function createOutboxMailProvider(options: {
  dir: string;
  from: string;
  log: (message: string) => void;
}): MailProvider {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(options.dir, { recursive: true });
      const raw = await new MailComposer({ from: options.from, ...message }).compile().build();
      const file = path.join(
        options.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, raw);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      options.log(`Mail to ${message.to} written to ${file}${link ? `; link: ${link}` : ''}`);
    },
    async close() {},
  };
}
