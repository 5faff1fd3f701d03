import { STEP_UP_MESSAGES } from '@furlong/contract';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { issueOtp } from './one-time-codes';

/**
 * Sends a code that proves identity for a sensitive action (decision 025), to the player's
 * verified mobile or verified email only: an address nobody has proved could be anyone's.
 */
export async function sendProofCode(
  deps: IdentityDeps,
  playerId: string,
  channel: 'SMS' | 'EMAIL',
  ip: string,
): Promise<void> {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const address = channel === 'SMS' ? player.mobile : player.email;
  const verifiedAt = channel === 'SMS' ? player.mobileVerifiedAt : player.emailVerifiedAt;
  if (!verifiedAt) {
    throw new AppError('VALIDATION_FAILED', STEP_UP_MESSAGES.addressNotVerified, [
      { path: 'channel', message: STEP_UP_MESSAGES.addressNotVerified },
    ]);
  }
  await issueOtp(
    deps.db,
    deps.secrets.otpPepper,
    { purpose: 'CONFIRM_ACTION', address, playerId },
    deps.clock.now(),
    {
      notifier: deps.notifier,
      message: (code) => ({
        to: address,
        channel,
        purpose: 'CONFIRM_ACTION',
        subject: 'Your Furlong confirmation code',
        body: `Your Furlong code to confirm it's you is ${code}. It expires in 10 minutes. Never share it: Furlong will never ask for it.`,
        code,
      }),
    },
  );
  await recordAudit(deps.db, {
    actor: { type: 'player', id: playerId },
    action: 'OTP_SENT',
    subjectId: playerId,
    ip,
    details: { purpose: 'CONFIRM_ACTION', channel },
  });
}
