import { fixtureSchema, type BetSlipLine } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check-ledger';
import { ledgerAccounts } from '../../src/ledger/ledger.schema';
import { publishRace } from '../../src/modules/races/publish-race';
import { buildTestApp, createManualClock, type TestApp } from '../build-test-app';
import { freshPlayer } from '../fresh-player';
import { addRace, insertVenues, raceDeps } from '../race-factory';
import { fundPlayer } from '../wallet-factory';
import { readPlacedSlip } from './fire-slips';
import { countBetsAndDebits, readStoredAnswers } from './ledger-tally';
import { SLIP_PATH } from './slip-maker';

/** Both drivers answer { rows }; Drizzle types the raw result per driver. */
const readRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A claim on an Idempotency-Key is treated as abandoned after 30 s, so a retry can take it
 * over when the first process died. But the first request may only be slow (a lock, a long
 * queue for a connection): when it finally commits, the key must still have one bet.
 */
describe.skipIf(!process.env.DATABASE_URL)('a slow request whose claim was taken over', () => {
  const clock = createManualClock(new Date());
  let subject: TestApp;
  let line: BetSlipLine;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    const raceId = await addRace(subject, new Date(clock.now().getTime() + 24 * 60 * 60 * 1000));
    await publishRace(raceDeps(subject), raceId);
    const card = await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` });
    const runner = fixtureSchema.parse(card.json()).participants[0];
    const price = runner?.odds.find((odds) => odds.market === 'WIN');
    if (!runner || !price) throw new Error('the race card has no WIN price');
    line = {
      venue: 'BLR',
      raceNumber: 1,
      market: 'WIN',
      horseNo: runner.horseNumber,
      horse: runner.name,
      odds: price.price,
      ticketPrice: 500,
      sportFixture: raceId,
      selection: price.selection,
    };
  });
  afterAll(async () => {
    await subject?.close();
  });

  /** Backends of this test's database waiting for a row lock. */
  const waitingOnLocks = async () => {
    const result = await subject.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return readRows<{ waiting: number }>(result)[0]?.waiting ?? 0;
  };
  const until = async (condition: () => Promise<boolean>) => {
    for (let tries = 0; !(await condition()); tries += 1) {
      if (tries > 200) throw new Error('timed out waiting for the requests to block');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('places the key once even when both requests go on to commit', async () => {
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const place = () =>
      subject.app.inject({
        method: 'POST',
        url: SLIP_PATH,
        headers: { ...player.auth, 'idempotency-key': 'slow-claim-0001' },
        payload: [line],
      });

    // Hold the wallet's rows so the first request stops inside its transaction, claim taken.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = subject.database.db.transaction(async (tx) => {
      await tx
        .select()
        .from(ledgerAccounts)
        .where(sql`${ledgerAccounts.playerId} = ${player.session.uid}`)
        .for('update');
      await released;
    });
    const first = place();
    await until(async () => (await waitingOnLocks()) >= 1);
    // 31 s later the client retries with the same key: the claim looks abandoned.
    clock.advance(31_000);
    const second = place();
    await until(async () => (await waitingOnLocks()) >= 2);
    release();
    await holder;
    const answers = await Promise.all([first, second]);

    // The newer claim wins; the slow request is rolled back and told the key is in flight.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const placed = answers.filter((answer) => answer.statusCode === 201);
    const betIds = new Set(
      placed.flatMap(
        (answer) => readPlacedSlip({ status: 201, text: answer.body, headers: {} }).betIds,
      ),
    );
    expect(await countBetsAndDebits(subject.database.db)).toMatchObject({
      slips: 1,
      stakeTransfers: 1,
    });
    expect(betIds.size).toBe(1);
    const [stored] = await readStoredAnswers(subject.database.db);
    expect(stored?.betIds).toEqual([...betIds]);
    expect(await checkLedger(subject.database.db)).toEqual([]);
  });
});
