import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

type Column<T, IsNotNull extends boolean = true> = AnyPgColumn<{ data: T; notNull: IsNotNull }>;

/**
 * A principal's own session tables (players' `sessions` and `refresh_tokens`, operators'
 * `operator_sessions` and `operator_refresh_tokens`): the columns the engine reads and writes.
 * The tables stay separate, so neither kind of token can ever open the other's session.
 */
export interface SessionTables {
  sessions: PgTable & {
    id: Column<string>;
    createdAt: Column<Date>;
    lastActivityAt: Column<Date>;
    expiresAt: Column<Date>;
    revokedAt: Column<Date, false>;
  };
  /** The session's owner: `sessions.player_id` or `operator_sessions.operator_id`. */
  ownerId: Column<string>;
  ownerKey: 'playerId' | 'operatorId';
  refreshTokens: PgTable & {
    id: Column<string>;
    sessionId: Column<string>;
    tokenHash: Column<string>;
    usedAt: Column<Date, false>;
  };
}

/**
 * Who signs in (decision 082): a player or an operator. One engine serves both; what differs
 * is data, never a second copy of the code.
 */
export interface Principal {
  kind: 'player' | 'operator';
  tables: SessionTables;
  /** However active, a session ends this long after it opened. */
  sessionMaxMs: number;
  /** The sign-in limits' key scope: a player's failures never count against staff. */
  limitsScope: 'login' | 'operator-login';
  /** Prefix of the audit actions (`LOGIN_FAILED`, `OPERATOR_LOGIN_FAILED`). */
  auditPrefix: '' | 'OPERATOR_';
}
