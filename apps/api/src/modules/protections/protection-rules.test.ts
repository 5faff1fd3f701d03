import { indiaInstant, indiaPeriodStart, LIMIT_PERIODS } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../db/query-rows';
import { canReceiveMarketing, isSelfExcluded, mayContactAboutBetting } from './protection-rules';

const NOW = new Date('2031-06-01T10:00:00Z');
const guard = (fields: Partial<Parameters<typeof canReceiveMarketing>[0] & object>) => ({
  selfExcludedUntil: null,
  selfExclusionReturnAt: null,
  closedAt: null,
  marketingConsent: true,
  ...fields,
});

describe('marketing and self-exclusion', () => {
  it('reaches only a consenting player who is neither excluded nor closed', () => {
    expect(canReceiveMarketing(undefined, NOW)).toBe(false);
    expect(canReceiveMarketing(guard({}), NOW)).toBe(true);
    expect(canReceiveMarketing(guard({ marketingConsent: false }), NOW)).toBe(false);
    expect(canReceiveMarketing(guard({ closedAt: NOW }), NOW)).toBe(false);
    const ended = new Date(NOW.getTime() - 1000);
    expect(canReceiveMarketing(guard({ selfExcludedUntil: ended }), NOW)).toBe(false);
    expect(
      canReceiveMarketing(guard({ selfExcludedUntil: ended, selfExclusionReturnAt: NOW }), NOW),
    ).toBe(true);
  });

  it('lets us contact a player about betting only outside a time-out, an exclusion and its return wait', () => {
    const later = new Date(NOW.getTime() + 1000);
    const ended = new Date(NOW.getTime() - 1000);
    expect(mayContactAboutBetting(undefined, NOW)).toBe(true);
    expect(mayContactAboutBetting(guard({ marketingConsent: false }), NOW)).toBe(true);
    expect(mayContactAboutBetting(guard({ timeOutUntil: later }), NOW)).toBe(false);
    expect(mayContactAboutBetting(guard({ timeOutUntil: ended }), NOW)).toBe(true);
    expect(mayContactAboutBetting(guard({ selfExcludedUntil: later }), NOW)).toBe(false);
    // Ended, but the player has not asked to return, or asked less than 24 hours ago.
    expect(mayContactAboutBetting(guard({ selfExcludedUntil: ended }), NOW)).toBe(false);
    expect(
      mayContactAboutBetting(
        guard({ selfExcludedUntil: ended, selfExclusionReturnAt: later }),
        NOW,
      ),
    ).toBe(false);
    expect(
      mayContactAboutBetting(
        guard({ selfExcludedUntil: ended, selfExclusionReturnAt: ended }),
        NOW,
      ),
    ).toBe(true);
    expect(mayContactAboutBetting(guard({ closedAt: ended }), NOW)).toBe(false);
    // Promotions ask the same rule, after consent.
    expect(canReceiveMarketing(guard({ timeOutUntil: later }), NOW)).toBe(false);
  });

  it('keeps an ended exclusion until the return the player asked for', () => {
    const later = new Date(NOW.getTime() + 1000);
    expect(isSelfExcluded(guard({ selfExcludedUntil: later }), NOW)).toBe(true);
    expect(isSelfExcluded(guard({ selfExcludedUntil: NOW }), NOW)).toBe(true);
    expect(
      isSelfExcluded(guard({ selfExcludedUntil: NOW, selfExclusionReturnAt: later }), NOW),
    ).toBe(true);
    expect(isSelfExcluded(guard({ selfExcludedUntil: NOW, selfExclusionReturnAt: NOW }), NOW)).toBe(
      false,
    );
  });
});

describe('india_period_start (the bet transaction’s periods)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('agrees with the contract’s India-time periods at their edges', async () => {
    const instants = [
      indiaInstant('2031-04-13', '23:59'),
      indiaInstant('2031-04-14', '00:00'),
      new Date('2031-04-30T18:29:59Z'),
      new Date('2031-04-30T18:30:00Z'),
      indiaInstant('2031-12-31', '23:59'),
    ];
    for (const instant of instants)
      for (const period of LIMIT_PERIODS) {
        const [row] = await queryRows<{ start: string | Date }>(
          subject.database.db,
          sql`select india_period_start(${period}, ${instant.toISOString()}::timestamptz) as start`,
        );
        expect(new Date(row?.start as string), `${period} ${instant.toISOString()}`).toEqual(
          indiaPeriodStart(period, instant),
        );
      }
  });
});
