import type { Notifier } from './notifier';

/** Whatever gateway delivers text messages to Indian mobiles. */
export interface SmsProvider {
  /** `mobile` is the 10-digit national number; the provider adds the country code. */
  sendSms(message: { mobile: string; text: string; idempotencyKey?: string }): Promise<void>;
}

export function createSmsNotifier(provider: SmsProvider): Notifier {
  return {
    send: (notification) =>
      provider.sendSms({
        mobile: notification.to,
        text: notification.body,
        ...(notification.id ? { idempotencyKey: notification.id } : {}),
      }),
  };
}
