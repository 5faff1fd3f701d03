export type NotificationChannel = 'EMAIL' | 'SMS';

export interface Notification {
  /** Email address or 10-digit mobile. */
  to: string;
  channel: NotificationChannel;
  /** What the message is for, e.g. PASSWORD_RESET, VERIFY_EMAIL, KYC_APPROVED. */
  purpose: string;
  subject: string;
  body: string;
  /** A one-time code the body carries; only the dev outbox keeps it. */
  code?: string;
}

/** Sends player messages by email or SMS through whichever channel is configured. */
export interface Notifier {
  /** Resolves once the message is handed over: to the outbox, or queued for a real channel. */
  send(notification: Notification): Promise<void>;
  /** Resolves when every message handed over so far has been delivered or logged as failed. */
  drain?(): Promise<void>;
}
