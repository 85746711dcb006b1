export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** One interface for every way FinSim sends mail: the embedded outbox or an SMTP server. */
export interface MailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
