import path from 'node:path';
import type { MailProvider } from './mail-provider.ts';
import { createOutboxMailProvider } from './outbox.ts';
import { createSmtpMailProvider } from './smtp.ts';

export type { MailMessage, MailProvider } from './mail-provider.ts';

/** SMTP when SMTP_URL is set, else the embedded outbox under DATA_DIR. */
export function createMailProvider(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: (message: string) => void;
}): MailProvider {
  if (options.smtpUrl) return createSmtpMailProvider({ url: options.smtpUrl, from: options.from });
  return createOutboxMailProvider({
    dir: path.join(options.dataDir, 'outbox'),
    from: options.from,
    log: options.log,
  });
}
