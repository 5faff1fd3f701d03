import { FREEZE_MESSAGES } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { verifyFreezeToken } from '../../security/freeze-tokens';
import { recordAudit } from '../audit/record-audit';
import { lockPlayer } from '../customers/customers.queries';
import { players } from '../customers/customers.schema';
import type { IdentityDeps } from './identity-deps';
import { revokeAllSessions } from '../auth/sessions.queries';
import { playerPrincipal } from './player-principal';

/**
 * The "not you?" link: freezes the account its signed token names, with no sign-in. Every
 * session ends, and until the player resets the password by a forgotten-password code (or
 * support unfreezes it) no sign-in works, so no bet or withdrawal can be made. Freezing an
 * account that is already frozen changes nothing and answers the same.
 */
export async function freezeAccount(
  deps: IdentityDeps,
  token: string,
  ip: string,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const playerId = await verifyFreezeToken(deps.secrets.tokenKey, token, now);
  if (!playerId) {
    throw new AppError('VALIDATION_FAILED', FREEZE_MESSAGES.invalidLink, [
      { path: 'token', message: FREEZE_MESSAGES.invalidLink },
    ]);
  }
  await deps.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, playerId);
    if (!player) throw new AppError('VALIDATION_FAILED', FREEZE_MESSAGES.invalidLink);
    await revokeAllSessions(tx, playerPrincipal.tables, playerId, 'FROZEN', now);
    if (player.frozenAt) return;
    await tx.update(players).set({ frozenAt: now, updatedAt: now }).where(eq(players.id, playerId));
    await recordAudit(tx, {
      actor: { type: 'player', id: playerId },
      action: 'ACCOUNT_FROZEN',
      subjectId: playerId,
      ip,
      details: { by: 'NOTICE_LINK' },
    });
  });
  return { message: FREEZE_MESSAGES.frozen };
}
