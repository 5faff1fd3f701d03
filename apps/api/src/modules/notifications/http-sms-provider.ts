import type { SmsProvider } from './sms-provider';

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  /** Whole request, headers and body; the send is awaited inside a player's request. */
  timeoutMs?: number;
}

export const SMS_TIMEOUT_MS = 5_000;
const INDIA_DIALING_CODE = '+91';

/**
 * A provider with a JSON API: POST {to: '+91XXXXXXXXXX', message} with a bearer key. A
 * failure names the status only: the provider's answer may echo the message, code and all.
 */
export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  return {
    sendSms: async ({ mobile, text, idempotencyKey }) => {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          // The outbox row's id: a message delivered twice (a crash after the send) is one SMS.
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: JSON.stringify({ to: `${INDIA_DIALING_CODE}${mobile}`, message: text }),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? SMS_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
