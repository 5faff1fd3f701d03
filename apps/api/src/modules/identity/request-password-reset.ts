import type { SignInCodePurpose } from '@furlong/contract';
import { rateLimited } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { codeCeilingOf } from './check-sign-in-code';
import { findPlayerByIdentifier, normaliseIdentifier } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import {
  issueDecoyOtp,
  issueOtp,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
} from './one-time-codes';

export const PASSWORD_RESET_REPLY = 'If an account matches, a one-time code has been sent to it.';

/**
 * Sends a forgotten-password code, or a code to sign in with instead of the password. The
 * reply, and the rate limit, are the same whether or not an account exists, so the endpoint
 * cannot be used to discover who is registered.
 */
export async function requestPasswordReset(
  deps: IdentityDeps,
  identifier: string,
  ip: string,
  purpose: SignInCodePurpose = 'PASSWORD_RESET',
): Promise<string> {
  const address = normaliseIdentifier(identifier);
  const windowSeconds = OTP_SEND_WINDOW_MS / 1000;
  const perAddress = await deps.rateLimiter.hit(
    `otp:${purpose === 'SIGN_IN' ? 'sign-in' : 'reset'}:${address.value}`,
    OTP_SENDS_PER_WINDOW,
    windowSeconds,
  );
  const perIp = await deps.rateLimiter.hit(`otp:reset-ip:${ip}`, 20, windowSeconds);
  if (!perAddress.allowed || !perIp.allowed) {
    throw rateLimited(
      'Too many codes requested. Please try again in 15 minutes.',
      Math.max(
        perAddress.allowed ? 0 : perAddress.retryAfterSeconds,
        perIp.allowed ? 0 : perIp.retryAfterSeconds,
      ),
    );
  }
  const player = await findPlayerByIdentifier(deps.db, address.value);
  const at = deps.clock.now();
  // Past the day's wrong codes, a code could not be used: none is sent (decision 050).
  const ceiling = codeCeilingOf(deps, player, address.value, at);
  const isPaused = await ceiling.isReached();
  await recordAudit(deps.db, {
    actor: player ? { type: 'player', id: player.id } : { type: 'anonymous' },
    action: isPaused ? 'OTP_REFUSED_CODES_PAUSED' : 'OTP_SENT',
    subjectId: player?.id ?? null,
    ip,
    details: { purpose, identifier: address.value, delivered: Boolean(player) && !isPaused },
  });
  if (isPaused) throw ceiling.refusal();
  const outbox = {
    notifier: deps.notifier,
    message: (code: string) => ({
      to: address.value,
      channel: address.kind === 'email' ? ('EMAIL' as const) : ('SMS' as const),
      purpose,
      subject: 'Your Furlong sign-in code',
      body: `Your Furlong one-time code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
      code,
    }),
  };
  const code = { purpose, address: address.value };
  // An unknown address gets the same work, so the reply time does not say who is registered.
  if (player) {
    await issueOtp(deps.db, deps.secrets.otpPepper, { ...code, playerId: player.id }, at, outbox);
  } else {
    await issueDecoyOtp(deps.db, deps.secrets.otpPepper, code, at, outbox);
  }
  return PASSWORD_RESET_REPLY;
}
