import {
  describeLimit,
  formatRaceDate,
  formatRupees,
  indiaClockOf,
  indiaDayOf,
  PROTECTION_MESSAGES,
  type LimitKind,
  type LimitPeriod,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { refusalsOf } from '../../db/functions/contract';
import { protectionRefusals } from './protections.schema';

/**
 * The SQLSTATEs enforce_player_protections and enforce_linked_accounts raise
 * (apps/api/src/db/functions/), from the refusal table (db/functions/contract.ts).
 */
export const PROTECTION_REFUSALS = refusalsOf('protection');
const CODES = new Set<string>(Object.values(PROTECTION_REFUSALS));

interface LimitDetail {
  kind: LimitKind;
  period: LimitPeriod;
  amountPaise: number;
  usedPaise: number;
  leftPaise: number;
}

export const isProtectionRefusal = (code: string): boolean => CODES.has(code);

/** "05-JUN-2031 14:30 IST": how a refusal names the end of a break. */
const indiaMoment = (iso: string) =>
  `${formatRaceDate(indiaDayOf(new Date(iso)))} ${indiaClockOf(iso)} IST`;

/** The API's answer to a protection refusal: 403 with the code and what the player can do. */
export function protectionError(code: string, detail: string): AppError {
  const facts = detail ? (JSON.parse(detail) as Record<string, unknown>) : {};
  switch (code) {
    case PROTECTION_REFUSALS.selfExcluded:
      return new AppError(
        'SELF_EXCLUDED',
        // `linked`: another account with this PAN, bank account or VPA (decision 047).
        (facts.linked ? PROTECTION_MESSAGES.linkedSelfExcluded : PROTECTION_MESSAGES.selfExcluded)(
          indiaMoment(String(facts.until)),
        ),
        undefined,
        { until: new Date(String(facts.until)).toISOString() },
      );
    case PROTECTION_REFUSALS.timedOut:
      return new AppError(
        'TIMED_OUT',
        PROTECTION_MESSAGES.timedOut(indiaMoment(String(facts.until))),
        undefined,
        { until: new Date(String(facts.until)).toISOString() },
      );
    case PROTECTION_REFUSALS.limitReached: {
      const limit = facts as unknown as LimitDetail;
      return new AppError(
        'LIMIT_REACHED',
        PROTECTION_MESSAGES.limitReached(
          describeLimit(limit.kind, limit.period, limit.amountPaise),
          formatRupees(limit.leftPaise),
        ),
        undefined,
        {
          kind: limit.kind,
          period: limit.period,
          amount: limit.amountPaise / 100,
          used: limit.usedPaise / 100,
          left: limit.leftPaise / 100,
        },
      );
    }
    default:
      return new AppError(
        'FORBIDDEN',
        facts.linked ? PROTECTION_MESSAGES.linkedClosed : PROTECTION_MESSAGES.accountClosed,
      );
  }
}

/**
 * Records a refused slip (for the operators' list of players who hit limits often) and
 * answers the error to throw. The slip's own transaction has rolled back; this is a write of
 * its own.
 */
export async function refuseSlip(
  db: Executor,
  playerId: string,
  refusal: { code: string; detail: string },
  now: Date,
): Promise<AppError> {
  const error = protectionError(refusal.code, refusal.detail);
  const limit = error.code === 'LIMIT_REACHED' ? error.details : undefined;
  await db.insert(protectionRefusals).values({
    playerId,
    code: error.code,
    kind: (limit?.kind as string | undefined) ?? null,
    period: (limit?.period as string | undefined) ?? null,
    at: now,
  });
  return error;
}
