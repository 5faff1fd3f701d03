import { AppError } from '../../app-error';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@furlong/contract';
import { recordAudit } from '../audit/record-audit';
import { players } from '../customers/customers.schema';
import type { PlayerRow } from '../customers/customers.queries';
import { findPlayerById, normaliseIdentifier } from '../customers/find-player';
import type { Notification } from '../notifications/notifier';
import type { IdentityDeps } from './identity-deps';
import { consumeOtp, issueOtp } from './one-time-codes';

/** The player's own email or mobile, and which verification it needs. */
function ownAddress(player: PlayerRow, identifier: string) {
  const address = normaliseIdentifier(identifier);
  if (address.kind === 'email' && address.value === player.email)
    return { ...address, purpose: 'VERIFY_EMAIL' as const };
  if (address.kind === 'mobile' && address.value === player.mobile)
    return { ...address, purpose: 'VERIFY_MOBILE' as const };
  throw new AppError('VALIDATION_FAILED', 'That is not the email or mobile on your account');
}

/** The message carrying a code that verifies the player's email or mobile. */
export const verificationMessage =
  (to: string, channel: 'EMAIL' | 'SMS') =>
  (code: string): Notification => ({
    to,
    channel,
    purpose: channel === 'EMAIL' ? 'VERIFY_EMAIL' : 'VERIFY_MOBILE',
    subject: 'Verify your Furlong account',
    body: `Your Furlong verification code is ${code}. It expires in 10 minutes.`,
    code,
  });

export async function requestVerification(
  deps: IdentityDeps,
  playerId: string,
  identifier: string,
  ip: string,
): Promise<void> {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const address = ownAddress(player, identifier);
  await issueOtp(
    deps.db,
    deps.secrets.otpPepper,
    { purpose: address.purpose, address: address.value, playerId },
    deps.clock.now(),
    {
      notifier: deps.notifier,
      message: verificationMessage(address.value, address.kind === 'email' ? 'EMAIL' : 'SMS'),
    },
  );
  await recordAudit(deps.db, {
    actor: { type: 'player', id: playerId },
    action: 'OTP_SENT',
    subjectId: playerId,
    ip,
    details: { purpose: address.purpose },
  });
}

export async function verifyAddress(
  deps: IdentityDeps,
  playerId: string,
  identifier: string,
  otp: string,
  ip: string,
): Promise<{ emailVerified?: boolean; mobileVerified?: boolean }> {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const address = ownAddress(player, identifier);
  const now = deps.clock.now();
  const used = await consumeOtp(
    deps.db,
    deps.secrets.otpPepper,
    { purpose: address.purpose, address: address.value, code: otp },
    now,
  );
  await recordAudit(deps.db, {
    actor: { type: 'player', id: playerId },
    action: used ? 'OTP_VERIFIED' : 'OTP_REJECTED',
    subjectId: playerId,
    ip,
    details: { purpose: address.purpose },
  });
  if (!used) throw new AppError('OTP_INVALID', MESSAGES.otpInvalid);
  const isEmail = address.purpose === 'VERIFY_EMAIL';
  await deps.db
    .update(players)
    .set(
      isEmail
        ? { emailVerifiedAt: now, updatedAt: now }
        : { mobileVerifiedAt: now, updatedAt: now },
    )
    .where(eq(players.id, playerId));
  return isEmail ? { emailVerified: true } : { mobileVerified: true };
}
