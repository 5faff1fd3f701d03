import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  paiseToRupees,
  type LimitKind,
  type LimitPeriod,
  type PriceChangePolicy,
  type Protections,
} from '@furlong/contract';
import type { LimitWithUse } from './protections.queries';
import type { PlayerProtectionsRow } from './protections.schema';

const order = (limit: LimitWithUse) =>
  LIMIT_PERIODS.indexOf(limit.period as LimitPeriod) * LIMIT_KINDS.length +
  LIMIT_KINDS.indexOf(limit.kind as LimitKind);

/** The reply: the spec's field names, rupees, null where unset. */
export function toProtections(
  row: PlayerProtectionsRow | undefined,
  limits: LimitWithUse[],
): Protections {
  return {
    limits: [...limits]
      .sort((a, b) => order(a) - order(b))
      .map((limit) => ({
        kind: limit.kind as LimitKind,
        period: limit.period as LimitPeriod,
        amount: paiseToRupees(limit.amountPaise),
        used: paiseToRupees(Math.max(limit.usedPaise, 0)),
        pendingAmount:
          limit.pendingAmountPaise === null ? null : paiseToRupees(limit.pendingAmountPaise),
        pendingFrom: limit.pendingFrom?.toISOString() ?? null,
      })),
    timeOutUntil: row?.timeOutUntil?.toISOString() ?? null,
    selfExcludedUntil: row?.selfExcludedUntil?.toISOString() ?? null,
    selfExclusionReturnFrom: row?.selfExclusionReturnAt?.toISOString() ?? null,
    realityCheckMinutes: (row?.realityCheckMinutes ?? null) as Protections['realityCheckMinutes'],
    priceChangePolicy: (row?.priceChangePolicy ?? 'ASK') as PriceChangePolicy,
    marketingConsent: row?.marketingConsent ?? false,
    closedAt: row?.closedAt?.toISOString() ?? null,
  };
}
