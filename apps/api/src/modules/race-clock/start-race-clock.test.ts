import { indiaInstant } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { startRaceClock } from '../../../test/race-clock';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { bets } from '../bets/bets.schema';
import { getFixture } from '../races/get-fixture';
import { publishRace } from '../race-control/publish-race';
import { getWallet } from '../wallet/get-wallet';

describe('the race clock', () => {
  let subject: TestApp;
  const off = indiaInstant('2031-08-01', '16:00');
  const clock = createManualClock(new Date(off.getTime() - 10 * 60 * 1000));
  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { TRADER_REVIEW_LIABILITY_RUPEES: '1000' } });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('suspends an open race at its start time and refunds bets still awaiting a trader', async () => {
    const deps = { ...raceDeps(subject), clock };
    const id = await addRace(subject, off);
    await publishRace(deps, id);
    const race = await getFixture(subject.database.db, id);
    const winOn = (horse: number) =>
      race?.participants
        .find((runner) => runner.horseNumber === horse)
        ?.odds.find((odds) => odds.market === 'WIN');
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const line = (horse: number, ticketPrice: number) => ({
      venue: 'BLR',
      raceNumber: 1,
      market: 'WIN',
      horseNo: horse,
      horse: `Runner ${horse}`,
      odds: winOn(horse)?.price,
      ticketPrice,
      sportFixture: id,
      selection: winOn(horse)?.selection,
    });
    // ₹100 at 2-1 is a small liability, confirmed at once; ₹5,000 at 9-1 waits for a trader.
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': 'race-clock-slip' },
      payload: [line(1, 100), line(8, 5000)],
    });
    expect(placed.json().bets.map((bet: { betStatus: string }) => bet.betStatus)).toEqual([
      'CONFIRMED',
      'ACCEPTED',
    ]);

    const raceClock = startRaceClock(deps, { tickMs: 20, log: { warn: () => undefined } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await getFixture(subject.database.db, id))?.status).toBe('PUBLISHED');
    clock.set(off);
    await vi.waitFor(async () =>
      expect((await getFixture(subject.database.db, id))?.status).toBe('SUSPENDED'),
    );
    await vi.waitFor(async () => {
      const rows = await subject.database.db.select().from(bets).where(eq(bets.fixtureId, id));
      expect(rows.map((bet) => bet.status).sort()).toEqual(['CONFIRMED', 'VOID']);
    });
    await raceClock.stop();
    expect((await getWallet(subject.database.db, player.session.uid)).pockets.cash.amount).toBe(
      10_000 - 100,
    );
    await expectLedgerHolds(subject);
  });
});
