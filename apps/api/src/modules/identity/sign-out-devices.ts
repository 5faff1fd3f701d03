import { ERROR_MESSAGES } from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { AuthenticatedPlayer } from '../../plugins/signed-in';
import { recordAudit } from '../audit/record-audit';
import { revokeSession } from '../auth/sessions.queries';
import { playerPrincipal } from './player-principal';
import { findPlayerSession, revokeOtherSessions } from './sessions.queries';

/** Why a session ended when its player signed it out from the list of signed-in devices. */
export const DEVICE_SIGNED_OUT = 'DEVICE_SIGNED_OUT';

/**
 * Signs one of the player's devices out: its refresh token stops working and so do its access
 * tokens (the bearer check reads the session). Another player's session id is "not found", as
 * an unknown one is, so the answer tells nothing of other accounts. Ending a session is
 * protective, so no recent proof of identity is asked (decision 053). Signing out a session
 * already ended changes nothing.
 */
export async function signOutDevice(
  db: Database,
  player: AuthenticatedPlayer,
  sessionId: string,
  client: { ip: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findPlayerSession(tx, player.id, sessionId);
    if (!found) throw new AppError('NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
    await revokeSession(tx, playerPrincipal.tables, sessionId, DEVICE_SIGNED_OUT, client.now);
    await recordAudit(tx, {
      actor: { type: 'player', id: player.id },
      action: 'DEVICE_SIGNED_OUT',
      subjectId: player.id,
      ip: client.ip,
      details: { sessionId, current: sessionId === player.sessionId },
    });
  });
}

/** Signs out every device of the player but the one asking ("sign out of all other devices"). */
export async function signOutOtherDevices(
  db: Database,
  player: AuthenticatedPlayer,
  client: { ip: string; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await revokeOtherSessions(
      tx,
      player.id,
      player.sessionId,
      DEVICE_SIGNED_OUT,
      client.now,
    );
    await recordAudit(tx, {
      actor: { type: 'player', id: player.id },
      action: 'OTHER_DEVICES_SIGNED_OUT',
      subjectId: player.id,
      ip: client.ip,
      details: { ended },
    });
    return ended;
  });
}
