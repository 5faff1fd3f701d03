import {
  SECOND_FACTOR_MESSAGES,
  type SecondFactorEnrolment,
  type SecondFactorProofBody,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { notifySecurityChange } from './notify-security-change';
import {
  limitProofAttempts,
  recordProof,
  requireRecentProof,
  type SessionOwner,
} from './recent-proof';
import {
  confirmSecondFactor,
  hasSecondFactor,
  startSecondFactorEnrolment,
} from '../auth/second-factors';

const alreadyOn = () => new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);

/**
 * Turning the second factor on, first step (decision 052): a new secret and what the app scans.
 * It moves the account's security, so a recent proof of identity is needed (decision 025); the
 * body may carry it. The secret waits unconfirmed until its first code.
 */
export async function startSecondFactor(
  deps: IdentityDeps,
  owner: SessionOwner,
  proof: SecondFactorProofBody,
  ip: string,
): Promise<SecondFactorEnrolment> {
  await requireRecentProof(deps, owner, 'CHANGE_SECOND_FACTOR', proof, { ip });
  const player = await findPlayerById(deps.db, owner.id);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const enrolment = await startSecondFactorEnrolment(
    deps.db,
    deps.secrets,
    { playerId: owner.id },
    player.email,
  );
  if (!enrolment) throw alreadyOn();
  await recordAudit(deps.db, {
    actor: { type: 'player', id: owner.id },
    action: 'SECOND_FACTOR_ENROLMENT_STARTED',
    subjectId: owner.id,
    ip,
  });
  return enrolment;
}

/**
 * The second step: the app's first code proves it holds the secret, the factor is on, and the
 * 10 recovery codes are answered once. No second proof is asked: the secret was shown only
 * under one, and the code is itself a proof of identity for the next 5 minutes. Wrong codes
 * count against the proof attempts (20 an hour).
 */
export async function confirmPlayerSecondFactor(
  deps: IdentityDeps & { log?: Parameters<typeof notifySecurityChange>[0]['log'] },
  owner: SessionOwner,
  code: string,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const player = await findPlayerById(deps.db, owner.id);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  if (await hasSecondFactor(deps.db, { playerId: owner.id })) throw alreadyOn();
  await limitProofAttempts(deps, owner.id);
  const now = deps.clock.now();
  const recoveryCodes = await confirmSecondFactor(
    deps.db,
    deps.secrets,
    { playerId: owner.id },
    code,
    now,
  );
  if (!recoveryCodes)
    throw new AppError('VALIDATION_FAILED', SECOND_FACTOR_MESSAGES.codeFailed, [
      { path: 'code', message: SECOND_FACTOR_MESSAGES.codeFailed },
    ]);
  await recordProof(deps, owner.sessionId, 'ANY', now);
  await recordAudit(deps.db, {
    actor: { type: 'player', id: owner.id },
    action: 'SECOND_FACTOR_TURNED_ON',
    subjectId: owner.id,
    ip,
  });
  await notifySecurityChange(deps, player, {
    purpose: 'SECOND_FACTOR_TURNED_ON',
    subject: 'Two-step sign-in is on for your Furlong account',
    what: 'Two-step sign-in was turned on: signing in now also asks for a code from your authenticator app.',
  });
  return { recoveryCodes };
}
