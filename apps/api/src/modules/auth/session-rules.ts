/** Regulated-market rule: a player (or an operator) idle for 30 minutes signs in again. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** However active, a player's session lasts 30 days at most. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * An operator signs in again after a shift, however active: money-moving staff sessions
 * do not run for the 30 days a player's may. Idle sessions end after 30 minutes, as for players.
 */
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most once a minute per session, not on every request. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60 * 1000;

export interface SessionState {
  createdAt: Date;
  lastActivityAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function isSessionLive(session: SessionState, now: Date): boolean {
  return (
    session.revokedAt === null &&
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() - session.lastActivityAt.getTime() <= SESSION_IDLE_MS
  );
}
