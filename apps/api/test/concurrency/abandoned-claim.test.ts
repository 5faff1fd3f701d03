import { fixtureSchema, type BetSlipLine } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check-ledger';
import { ledgerAccounts } from '../../src/ledger/ledger.schema';
import { publishRace } from '../../src/modules/race-control/publish-race';
import { buildTestApp, createManualClock, type TestApp } from '../build-test-app';
import { freshPlayer } from '../fresh-player';
import { addRace, insertVenues, raceDeps } from '../race-factory';
import { signedInOperator } from '../operators';
import { fundPlayer } from '../wallet-factory';
import { readPlacedSlip } from './fire-slips';
import { countBetsAndDebits, readStoredAnswers } from './ledger-tally';
import { SLIP_PATH } from './slip-maker';

/** Both drivers answer { rows }; Drizzle types the raw result per driver. */
const readRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A request can be slow (a lock, a long queue for a connection) while its client retries
 * with the same Idempotency-Key. Every route holds the key for its one transaction (decision
 * 023): a retry meanwhile, however late, is told the key is in flight, and replays the answer
 * once it committed. A process that dies releases the key with its session, so no claim is
 * ever "abandoned": the key moves money once.
 */
describe.skipIf(!process.env.DATABASE_URL)('a slow request and a late retry with its key', () => {
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

  /** Holds the player's pockets until released, so a request that locks them waits. */
  function holdWallet(playerId: string) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = subject.database.db.transaction(async (tx) => {
      await tx
        .select()
        .from(ledgerAccounts)
        .where(sql`${ledgerAccounts.playerId} = ${playerId}`)
        .for('update');
      await released;
    });
    return {
      release: async () => {
        release();
        await holder;
      },
    };
  }

  it('a slip keeps its key: a late retry is told it is in flight, then replays the answer', async () => {
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const place = () =>
      subject.app.inject({
        method: 'POST',
        url: SLIP_PATH,
        headers: { ...player.auth, 'idempotency-key': 'slow-claim-0001' },
        payload: [line],
      });

    const wallet = holdWallet(player.session.uid);
    const first = place();
    await until(async () => (await waitingOnLocks()) >= 1);
    // 31 s later the client retries with the same key, while the first still waits.
    clock.advance(31_000);
    const second = await place();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
    await wallet.release();
    const answered = await first;
    expect(answered.statusCode).toBe(201);
    const replay = await place();
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const betIds = readPlacedSlip({ status: 201, text: answered.body, headers: {} }).betIds;
    expect(readPlacedSlip({ status: 201, text: replay.body, headers: {} }).betIds).toEqual(betIds);
    expect(betIds).toHaveLength(1);
    expect(await countBetsAndDebits(subject.database.db)).toMatchObject({
      slips: 1,
      stakeTransfers: 1,
    });
    const [stored] = await readStoredAnswers(subject.database.db);
    expect(stored?.betIds).toEqual(betIds);
    expect(await checkLedger(subject.database.db)).toEqual([]);
  });

  it('another route keeps its key the same way: a late retry is in flight, the slow request answers', async () => {
    const staff = await signedInOperator(subject);
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const adjust = () =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/players/${player.session.uid}/adjustments`,
        headers: { ...staff.auth, 'idempotency-key': 'slow-claim-0002' },
        payload: { amount: -2_500, pocket: 'cash', reason: 'Duplicate cash-in reversed' },
      });

    const wallet = holdWallet(player.session.uid);
    const first = adjust();
    await until(async () => (await waitingOnLocks()) >= 1);
    // 31 s later the retry finds the key held by the slow request: it is told so at once.
    clock.advance(31_000);
    const second = adjust();
    const late = await second;
    expect(late.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
    await wallet.release();
    const answers = await Promise.all([first, second]);

    // The slow request placed the adjustment; the late retry was told the key is in flight.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const pockets = await subject.database.db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.playerId} = ${player.session.uid}`);
    // ₹10,000 funded, ₹2,500 taken back once.
    expect(pockets.find((pocket) => pocket.kind === 'cash-deposits')?.balance).toBe(750_000n);
    expect(await checkLedger(subject.database.db)).toEqual([]);
  });
});
