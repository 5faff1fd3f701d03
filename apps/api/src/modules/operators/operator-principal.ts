import type { Principal } from '../auth/principal';
import { OPERATOR_SESSION_MAX_MS } from '../auth/session-rules';
import { operatorRefreshTokens, operatorSessions } from './operators.schema';

/** Operators as the sign-in engine sees them (decision 082): their own session tables. */
export const operatorPrincipal: Principal = {
  kind: 'operator',
  tables: {
    sessions: operatorSessions,
    ownerId: operatorSessions.operatorId,
    ownerKey: 'operatorId',
    refreshTokens: operatorRefreshTokens,
  },
  sessionMaxMs: OPERATOR_SESSION_MAX_MS,
  limitsScope: 'operator-login',
  auditPrefix: 'OPERATOR_',
};
