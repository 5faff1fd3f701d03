import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_MESSAGES } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { AppError, STATUS_BY_CODE } from '../../app-error';
import { FUNCTIONS_FOLDER } from '../../db/function-sources';
import { keyInFlight } from '../../idempotency/run-idempotent';
import { STATE_REFUSAL, stateNotLiveError } from '../legal/state-refusal';
import { PROTECTION_REFUSALS, protectionError } from '../protections/protection-refusal';
import { TRADING_REFUSALS, tradingError } from './trading-refusal';
import { SLIP_REFUSALS } from './place-slip-once';

/** Every SQLSTATE of our own (F...) that a database function raises, by function file. */
function raisedRefusals(): Map<string, string> {
  const raised = new Map<string, string>();
  for (const file of readdirSync(FUNCTIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(join(FUNCTIONS_FOLDER, file), 'utf8');
    for (const match of text.matchAll(/ERRCODE\s*=\s*'(F[A-Z0-9]{4})'/g))
      raised.set(match[1] as string, file);
  }
  return raised;
}

const UNTIL = JSON.stringify({ until: '2031-06-05T09:00:00.000Z' });
/** A DETAIL of the shape each refusal carries, to render it as the API does. */
const SAMPLE_DETAILS: Record<string, string> = {
  FB001: JSON.stringify({ sportFixture: '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d4e' }),
  FB002: JSON.stringify({ selection: '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d4f' }),
  FB003: JSON.stringify({ prices: [{ selection: 's', priceHundredths: 250 }], changed: [] }),
  FB005: JSON.stringify({ selection: 's', horseNo: 3, market: 'WIN', suspended: 'RUNNER' }),
  FB006: JSON.stringify({ horseNo: 3, horseName: 'Star Dancer', limitPaise: 1, liabilityPaise: 2 }),
  FB007: JSON.stringify({
    selection: '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d4f',
    horseNo: 3,
    horseName: 'Star Dancer',
    market: 'WIN',
    maxStakePaise: 250_000,
    offerId: '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d40',
    expiresAt: '2031-06-05T09:00:30+00:00',
  }),
  FB008: JSON.stringify({ offerId: '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d40', reason: 'EXPIRED' }),
  FS001: JSON.stringify({ state: 'Kerala', mode: 'WIND_DOWN' }),
  FP001: UNTIL,
  FP002: UNTIL,
  FP003: JSON.stringify({
    kind: 'STAKE',
    period: 'DAY',
    amountPaise: 100_000,
    usedPaise: 90_000,
    leftPaise: 10_000,
  }),
};

/** How the API answers each refusal: the one table a new SQLSTATE must join. */
function apiErrorFor(code: string): AppError | undefined {
  const detail = SAMPLE_DETAILS[code] ?? '';
  if (code in SLIP_REFUSALS)
    return (SLIP_REFUSALS as Record<string, (detail: string) => AppError>)[code]?.(detail);
  if ((Object.values(PROTECTION_REFUSALS) as string[]).includes(code))
    return protectionError(code, detail);
  if ((Object.values(TRADING_REFUSALS) as string[]).includes(code))
    return tradingError(code, detail);
  if (code === 'FI001') return keyInFlight();
  if (code === STATE_REFUSAL) return stateNotLiveError(detail);
  return undefined;
}

describe('refusals raised in SQL', () => {
  const raised = raisedRefusals();

  it('finds the refusals the functions raise', () => {
    expect([...raised.keys()]).toEqual(
      expect.arrayContaining(['FB001', 'FB004', 'FL001', 'FP003', 'FI001']),
    );
  });

  it.each([...raised])(
    '%s (raised in %s) answers a contract error code with player words',
    (code) => {
      const error = apiErrorFor(code);
      expect(error, `${code} has no answer in the API`).toBeInstanceOf(AppError);
      const { code: errorCode, message } = error as AppError;
      expect(STATUS_BY_CODE[errorCode]).toBeGreaterThanOrEqual(400);
      expect(ERROR_MESSAGES[errorCode]).toBeTruthy();
      expect(message).toMatch(/^[A-Z]/);
      expect(message).not.toMatch(/sqlstate|exception|expected|uuid|null|undefined|\[object/i);
    },
  );

  it('maps no SQLSTATE that no function raises any more', () => {
    const mapped = [
      ...Object.keys(SLIP_REFUSALS),
      ...Object.values(PROTECTION_REFUSALS),
      ...Object.values(TRADING_REFUSALS),
      'FI001',
      STATE_REFUSAL,
    ];
    expect(mapped.filter((code) => !raised.has(code))).toEqual([]);
  });
});
