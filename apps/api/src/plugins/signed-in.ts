import type { OperatorRole } from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * What a route reads of its caller. The checks that prove it live in the modules that own the
 * accounts: players in identity (`authenticate-player.ts`), staff and roles in operators
 * (`authenticate-operator.ts`); app.ts registers both.
 */
export interface AuthenticatedPlayer {
  id: string;
  sessionId: string;
}

export interface AuthenticatedOperator {
  id: string;
  sessionId: string;
  roles: OperatorRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    player: AuthenticatedPlayer | null;
    operator: AuthenticatedOperator | null;
  }
  interface FastifyInstance {
    /**
     * The onRequest hook of player routes: a valid bearer token of a live session, or 401,
     * before the body is read or validated (a caller without a token learns nothing from 400s).
     */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
    /** The player an access token proves, and until when; undefined if it proves nothing. */
    checkPlayerToken: (
      token: string,
    ) => Promise<(AuthenticatedPlayer & { expiresAt: Date }) | undefined>;
    /**
     * Guard for operator routes: a valid operator bearer token of a live operator session.
     * No or a bad token, or a disabled operator: 401. A player's token: 403 (signed in, but
     * not staff). Roles are read from the operator's row on every request, so a change of
     * roles or a disable bites at once.
     */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 'Please sign in to continue.');

/** The signed-in player of a route guarded by requirePlayer. */
export function currentPlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw unauthorized();
  return request.player;
}

/** The signed-in operator of a route guarded by requireOperator. */
export function currentOperator(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw unauthorized();
  return request.operator;
}
