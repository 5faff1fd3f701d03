import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { notifySecurityChange } from './notify-security-change';
import { requireRecentProof, type SessionOwner } from './recent-proof';
import { removeSecondFactor } from '../auth/second-factors';

/**
 * Turns the second factor off (decision 052): the authenticator and its recovery codes go.
 * A recent proof is needed (decision 025), made by the step-up: the password, a code sent by
 * SMS or email, or a current code of the authenticator itself. The player is told by email
 * and SMS.
 */
export async function turnOffSecondFactor(
  deps: IdentityDeps & { log?: Parameters<typeof notifySecurityChange>[0]['log'] },
  owner: SessionOwner,
  ip: string,
): Promise<{ enabled: false }> {
  const player = await findPlayerById(deps.db, owner.id);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  await requireRecentProof(deps, owner, 'CHANGE_SECOND_FACTOR', {}, { ip });
  if (!(await removeSecondFactor(deps.db, { playerId: owner.id }))) return { enabled: false };
  await recordAudit(deps.db, {
    actor: { type: 'player', id: owner.id },
    action: 'SECOND_FACTOR_TURNED_OFF',
    subjectId: owner.id,
    ip,
  });
  await notifySecurityChange(deps, player, {
    purpose: 'SECOND_FACTOR_TURNED_OFF',
    subject: 'Two-step sign-in is off for your Furlong account',
    what: 'Two-step sign-in was turned off: signing in asks only for your password or a one-time code.',
  });
  return { enabled: false };
}
