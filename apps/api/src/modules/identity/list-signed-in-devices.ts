import type { SessionPlace, SignedInDevices } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { LOCAL_PLACE } from './describe-device';
import { isSessionLive } from '../auth/session-rules';
import { findOpenSessions } from './sessions.queries';

function placeOf(stored: string | null): SessionPlace {
  if (stored === null) return { kind: 'UNKNOWN', network: null };
  if (stored === LOCAL_PLACE) return { kind: 'LOCAL_NETWORK', network: null };
  return { kind: 'NETWORK', network: stored };
}

/**
 * The player's signed-in devices: every live session (the same test the bearer check applies),
 * the caller's own first and marked current.
 */
export async function listSignedInDevices(
  db: Executor,
  player: { id: string; sessionId: string },
  now: Date,
): Promise<SignedInDevices> {
  const open = await findOpenSessions(db, player.id, now);
  const live = open.filter((session) => isSessionLive(session, now));
  const devices = live.map((session) => ({
    id: session.id,
    browser: session.browser,
    os: session.os,
    place: placeOf(session.place),
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastActivityAt.toISOString(),
    current: session.id === player.sessionId,
  }));
  return { sessions: devices.sort((a, b) => Number(b.current) - Number(a.current)) };
}
