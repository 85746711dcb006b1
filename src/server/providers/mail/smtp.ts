import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/** Real mail through an SMTP server, e.g. smtp://user:pass@smtp.example.com:587. */
export function createSmtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
