import { describe, expect, it } from 'vitest';
import type { AppError } from '../../app-error';
import { REFUSALS, type RefusalCode } from '../../db/functions/contract';
import { keyInFlight } from '../../idempotency/run-idempotent';
import { LEDGER_REFUSALS } from '../../ledger/post-transfer';
import { STATE_REFUSAL, stateNotLiveError } from '../legal/state-refusal';
import { PROTECTION_REFUSALS, protectionError } from '../protections/protection-refusal';
import { TRADING_REFUSALS, tradingError } from './trading-refusal';
import { SLIP_REFUSALS } from './slip-answer';

const UNTIL = JSON.stringify({ until: '2031-06-05T09:00:00.000Z' });
const SELECTION = '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d4f';
/** A DETAIL of the shape each refusal carries. */
const DETAILS: Partial<Record<RefusalCode, string>> = {
  FB001: JSON.stringify({ sportFixture: SELECTION }),
  FB002: JSON.stringify({ selection: SELECTION }),
  FB003: JSON.stringify({ prices: [{ selection: SELECTION, priceHundredths: 250 }], changed: [] }),
  FB005: JSON.stringify({ selection: SELECTION, horseNo: 3, market: 'WIN', suspended: 'MARKET' }),
  FB006: JSON.stringify({ horseNo: 3, horseName: 'Star Dancer' }),
  FB007: JSON.stringify({
    selection: SELECTION,
    horseNo: 3,
    horseName: 'Star Dancer',
    market: 'WIN',
    maxStakePaise: 250_000,
    offerId: SELECTION,
    expiresAt: '2031-06-05T09:00:30+00:00',
  }),
  FB008: JSON.stringify({ offerId: SELECTION, reason: 'TAKEN' }),
  FP001: UNTIL,
  FP002: UNTIL,
  FP003: JSON.stringify({
    kind: 'STAKE',
    period: 'DAY',
    amountPaise: 100_000,
    usedPaise: 90_000,
    leftPaise: 10_000,
  }),
  FS001: JSON.stringify({ state: 'Kerala', mode: 'WIND_DOWN' }),
};

/** The error each module renders for a SQLSTATE, by the module the table names. */
function renderedBy(code: RefusalCode): AppError | undefined {
  const detail = DETAILS[code] ?? '';
  switch (REFUSALS[code].family) {
    case 'slip':
    case 'ledger':
      return (SLIP_REFUSALS as Record<string, (detail: string) => AppError>)[code]?.(detail);
    case 'trading':
      return tradingError(code, detail);
    case 'protection':
      return protectionError(code, detail);
    case 'state':
      return stateNotLiveError(detail);
    case 'idempotency':
      return keyInFlight();
  }
}

describe('the refusal table (db/functions/contract.ts) and the maps that render it', () => {
  it.each(Object.keys(REFUSALS) as RefusalCode[])('%s renders the table’s error code', (code) => {
    expect(renderedBy(code)?.code).toBe(REFUSALS[code].error);
  });

  it('stores as the key’s answer exactly the refusals the table says it keeps', () => {
    const kept = Object.entries(REFUSALS)
      .filter(([, refusal]) => refusal.keeps === 'ANSWER')
      .map(([code]) => code);
    expect(Object.keys(SLIP_REFUSALS).sort()).toEqual(kept.sort());
  });

  it('names each family’s SQLSTATEs from the table', () => {
    expect(PROTECTION_REFUSALS).toEqual({
      selfExcluded: 'FP001',
      timedOut: 'FP002',
      limitReached: 'FP003',
      accountClosed: 'FP004',
    });
    expect(TRADING_REFUSALS).toEqual({
      suspended: 'FB005',
      liabilityLimit: 'FB006',
      counterOffer: 'FB007',
      counterOfferUnavailable: 'FB008',
    });
    expect(LEDGER_REFUSALS).toEqual({ insufficientFunds: 'FL001' });
    expect(STATE_REFUSAL).toBe('FS001');
  });
});
