import type { SignInCodePurpose } from '@furlong/contract';
import type { FastifyBaseLogger } from 'fastify';
import { codeGuessCeiling, type CodeGuessCeiling } from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import type { PlayerRow } from '../customers/customers.queries';
import type { IdentityDeps } from './identity-deps';
import { notifySecurityChange } from './notify-security-change';
import { consumeOtp } from './one-time-codes';

type Deps = IdentityDeps & { log?: FastifyBaseLogger };

/**
 * The day's ceiling on wrong codes for whoever an identifier names: the account when one
 * matches (its email and mobile together), else the identifier itself, so an address nobody
 * has is refused alike (decision 050).
 */
export function codeCeilingOf(
  deps: Pick<IdentityDeps, 'rateLimiter'>,
  player: PlayerRow | undefined,
  identifier: string,
  now: Date,
): CodeGuessCeiling {
  return codeGuessCeiling(
    deps.rateLimiter,
    player ? `player:${player.id}` : `address:${identifier}`,
    now,
  );
}

/**
 * Checks a sign-in or forgotten-password code under the daily ceiling of wrong codes: past it,
 * no code is checked (CODE_SIGN_IN_PAUSED). A code is checked whether or not an account
 * matches (an unknown address holds decoy codes), so the time taken says nothing, and it must
 * have been issued to this account. The wrong code that reaches the ceiling tells the player by
 * email and SMS, once.
 */
export async function checkSignInCode(
  deps: Deps,
  attempt: {
    player: PlayerRow | undefined;
    identifier: string;
    purpose: SignInCodePurpose;
    code: string;
    ip: string;
  },
): Promise<boolean> {
  const { player, identifier, purpose, ip } = attempt;
  const now = deps.clock.now();
  const ceiling = codeCeilingOf(deps, player, identifier, now);
  const audit = (action: string) =>
    recordAudit(deps.db, {
      actor: player ? { type: 'player', id: player.id } : { type: 'anonymous' },
      action,
      subjectId: player?.id ?? null,
      ip,
      details: { identifier, method: 'OTP', purpose },
    });
  if (await ceiling.isReached()) {
    await audit('LOGIN_REFUSED_CODES_PAUSED');
    throw ceiling.refusal();
  }
  const used = await consumeOtp(
    deps.db,
    deps.secrets.otpPepper,
    { purpose, address: identifier, code: attempt.code },
    now,
  );
  if (used && player && used.playerId === player.id) return true;
  if (!(await ceiling.recordWrongCode())) return false;
  await audit('CODE_SIGN_IN_PAUSED');
  if (player) await tellPlayerCodesPaused(deps, player);
  return false;
}

async function tellPlayerCodesPaused(deps: Deps, player: PlayerRow): Promise<void> {
  await deps.db.transaction((tx) =>
    notifySecurityChange(
      deps,
      player,
      {
        purpose: 'CODE_SIGN_IN_PAUSED',
        subject: 'Too many wrong codes for your Furlong account',
        what: 'Too many wrong sign-in codes were entered for your Furlong account today, so signing in or resetting your password with a code is paused until midnight India time, or until you sign in with your password.',
      },
      tx,
    ),
  );
  deps.notifier.deliverSoon?.();
}
