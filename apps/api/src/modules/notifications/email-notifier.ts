import nodemailer from 'nodemailer';
import type { Notifier } from './notifier';

export interface EmailOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
  smtpUrl: string;
  from: string;
}

/** Sends are awaited inside a request: a dead or slow mail server must fail in seconds, not minutes. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
  dnsTimeout: 5_000,
} as const;

/** Player email through an SMTP server: plain text, nothing fetched from files or URLs. */
export function createEmailNotifier(options: EmailOptions): Notifier {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    ...SMTP_TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    send: async (notification) => {
      await transport.sendMail({
        from: options.from,
        to: notification.to,
        subject: notification.subject,
        text: notification.body,
        // A resend after a crash carries the same Message-ID, so the mail server can drop it.
        ...(notification.id ? { messageId: `<${notification.id}@outbox.furlong.in>` } : {}),
      });
    },
  };
}
