import type { Principal } from '../auth/principal';
import { SESSION_MAX_MS } from '../auth/session-rules';
import { refreshTokens, sessions } from './identity.schema';

/** Players as the sign-in engine sees them (decision 082): their own session tables. */
export const playerPrincipal: Principal = {
  kind: 'player',
  tables: { sessions, ownerId: sessions.playerId, ownerKey: 'playerId', refreshTokens },
  sessionMaxMs: SESSION_MAX_MS,
  limitsScope: 'login',
  auditPrefix: '',
};
