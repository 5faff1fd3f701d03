import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../identity/find-player';
import { issueOtp } from '../identity/one-time-codes';
import type { CashierDeps } from './cashier-deps';

/** Sends a fresh code to the player's mobile to confirm adding a beneficiary. */
export async function requestConfirmationCode(
  deps: CashierDeps & { log?: FastifyBaseLogger },
  playerId: string,
  ip: string,
): Promise<void> {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const code = await issueOtp(
    deps.db,
    deps.secrets.otpPepper,
    { purpose: 'CONFIRM_ACTION', address: player.mobile, playerId },
    deps.clock.now(),
  );
  await deps.notifier.send({
    to: player.mobile,
    channel: 'SMS',
    purpose: 'CONFIRM_ACTION',
    subject: 'Confirm your new beneficiary',
    body: `Your Furlong code to add a beneficiary is ${code}. It expires in 10 minutes. Never share it.`,
    code,
  });
  await recordAudit(deps.db, {
    actor: { type: 'player', id: playerId },
    action: 'OTP_SENT',
    subjectId: playerId,
    ip,
    details: { purpose: 'CONFIRM_ACTION' },
  });
}
