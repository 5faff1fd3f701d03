import { fixtureSchema, indiaInstant, type BetSlipLine } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { AppError } from '../../app-error';
import { publishRace } from '../race-control/publish-race';
import { createTaxRuleCache } from '../tax/tax-rule-cache';
import { bets } from './bets.schema';
import { placeSlipOnce } from './place-slip-once';
import { createSlipBatcher } from './slip-batcher';

const OFF = indiaInstant('2025-04-10', '15:00');

/** Group commit (decision 041): slips that queue together are placed in one transaction. */
describe('slips placed in one batch', () => {
  let subject: TestApp;
  let line: BetSlipLine;
  let otherLine: BetSlipLine;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    const raceId = await addRace(subject, OFF);
    await publishRace(raceDeps(subject), raceId);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const [first, second] = race.participants.map((runner) => {
      const odds = runner.odds.find((price) => price.market === 'WIN');
      if (!odds) throw new Error('no WIN price');
      return {
        venue: 'BLR',
        raceNumber: 1,
        market: 'WIN' as const,
        horseNo: runner.horseNumber,
        horse: runner.name,
        odds: odds.price,
        ticketPrice: 100,
        sportFixture: raceId,
        selection: odds.selection,
      };
    });
    if (!first || !second) throw new Error('the race needs two runners');
    line = first;
    otherLine = second;
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers each slip on its own: a refusal fails no neighbour, one key places one bet', async () => {
    const [first, rich, poor, other] = await Promise.all([
      signedInPlayer(subject),
      signedInPlayer(subject),
      signedInPlayer(subject),
      signedInPlayer(subject),
    ]);
    if (!first || !rich || !poor || !other) throw new Error('players missing');
    await fundPlayer(subject, first.session.uid, 50_000);
    await fundPlayer(subject, rich.session.uid, 50_000);
    await fundPlayer(subject, other.session.uid, 50_000);
    const rules = { reviewLiabilityPaise: 10_000_000, findTaxRule: createTaxRuleCache(clock) };
    await rules.findTaxRule(subject.database.db, clock.now());
    const sizes: number[] = [];
    // One batch at a time: the first slip goes alone, the rest queue behind it as one batch.
    const batcher = createSlipBatcher(subject.database.db, {
      maxBatch: 32,
      maxInFlight: 1,
      onBatch: (size) => sizes.push(size),
    });
    const place = (playerId: string, key: string, lines: BetSlipLine[]) =>
      placeSlipOnce(
        subject.database.db,
        batcher,
        { playerId, key, lines, now: clock.now(), requestId: key },
        rules,
      ).catch((error: unknown) => error);

    const answers = await Promise.all([
      place(first.session.uid, 'batch-key-0', [line]),
      place(rich.session.uid, 'batch-key-1', [line]),
      place(poor.session.uid, 'batch-key-2', [line]),
      place(other.session.uid, 'batch-key-3', [otherLine]),
      place(rich.session.uid, 'batch-key-1', [line]),
      place(rich.session.uid, 'batch-key-1', [otherLine]),
    ]);
    expect(sizes).toEqual([1, 5]);

    const [alone, placed, refused, neighbour, replayed, otherBody] = answers;
    expect(alone).toMatchObject({ status: 201, replayed: false });
    expect(placed).toMatchObject({ status: 201, replayed: false });
    expect(refused).toMatchObject({ status: 402, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect(neighbour).toMatchObject({ status: 201, replayed: false });
    // The same key and body in the same batch: the first slip's answer, replayed.
    expect(replayed).toMatchObject({ status: 201, replayed: true });
    expect((replayed as { body: unknown }).body).toEqual((placed as { body: unknown }).body);
    // The same key with another body: refused, as it would be in another batch.
    expect(otherBody).toBeInstanceOf(AppError);
    expect((otherBody as AppError).code).toBe('IDEMPOTENCY_KEY_REUSED');

    const richBets = await subject.database.db
      .select({ id: bets.id })
      .from(bets)
      .where(eq(bets.playerId, rich.session.uid));
    expect(richBets).toHaveLength(1);
    const otherBets = await subject.database.db
      .select({ id: bets.id })
      .from(bets)
      .where(eq(bets.playerId, other.session.uid));
    expect(otherBets).toHaveLength(1);
    await expectLedgerHolds(subject);
  });
});
