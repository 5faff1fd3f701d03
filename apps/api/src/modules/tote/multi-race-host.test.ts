import { indiaInstant, multiRacePoolsSchema, TOTE_MESSAGES } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { toteSettlementOf } from '../races/race-deps';
import { settleRace } from '../settlement/settle-race';
import { createClubSandboxHost, seedOutsideMultiRaceTickets } from './club-sandbox-host';
import { checkMultiRacePools } from './multi-race-ledger';
import { multiRacePoolAccountId } from './tote-accounts';

type Race = { id: string; startAt: Date };
const RUNNERS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Multi-race pools through a club's totalisator (TOTE_HOST=club-sandbox, decision 079): the
 * sale is sent to the club and carries its reference, a refusal or a club that cannot answer
 * keeps nothing, and the club's declared dividend or carry-forward settles our tickets. GST 40%
 * (since 22 September 2025): a ₹10 line costs ₹14.
 */
describe('multi-race pools with TOTE_HOST=club-sandbox', () => {
  let subject: TestApp;
  let club: ReturnType<typeof createClubSandboxHost>;
  const clock = createManualClock(new Date());
  let keys = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { TOTE_HOST: 'club-sandbox' } });
    club = subject.app.toteHost as typeof club;
    await insertVenues(subject);
  });
  afterEach(async () => {
    club.setState('up');
    await expectLedgerHolds(subject);
    expect(await checkMultiRacePools(subject.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await subject.close();
  });

  // Settlement as the app runs it: with the app's host (the race clock's deps).
  const deps = () => ({ ...raceDeps(subject), tote: toteSettlementOf(subject.app) });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(subject.database.db, query);

  async function raceDay(day: string): Promise<Race[]> {
    clock.set(indiaInstant(day, '12:00'));
    const races: Race[] = [];
    for (let number = 1; number <= 5; number += 1) {
      const startAt = new Date(indiaInstant(day, '13:00').getTime() + (number - 1) * 30 * 60_000);
      const id = await addRace(subject, startAt, { raceNumber: number, runnerCount: 8 });
      await publishRace(raceDeps(subject), id);
      races.push({ id, startAt });
    }
    clock.set(indiaInstant(day, '12:00'));
    return races;
  }

  async function setPool(day: string, pool: 'TREBLE' | 'JACKPOT', legs: string[]) {
    const { auth } = await signedInOperator(subject, 'TRADER');
    const response = await subject.app.inject({
      method: 'PUT',
      url: `/api/operator/race-days/${day}/multi-race-pools`,
      headers: auth,
      payload: { pools: [{ pool, legs }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().pools[0].uid as string;
  }

  async function player() {
    const signedIn = await signedInPlayer(subject);
    await fundPlayer(subject, signedIn.session.uid, 1_000_000);
    return signedIn;
  }

  const buy = (auth: Record<string, string>, body: Record<string, unknown>, key?: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/tote/multi-race-tickets',
      headers: { ...auth, 'idempotency-key': key ?? `club-multi-race-${(keys += 1)}` },
      payload: body,
    });

  /** The race off, its official result declared (settlement left to the caller). */
  async function result(race: Race, winner: number) {
    clock.set(new Date(race.startAt.getTime() + 60_000));
    await suspendRace(raceDeps(subject), race.id);
    await declareResult(raceDeps(subject), race.id, {
      official: true,
      standings: [winner, ...RUNNERS.filter((horse) => horse !== winner).slice(0, 2)].map(
        (horseNumber, index) => ({ place: index + 1, horseNumber }),
      ),
    });
  }
  async function run(race: Race, winner: number) {
    await result(race, winner);
    await settleRace(deps(), race.id);
  }

  const pools = async (day: string) =>
    multiRacePoolsSchema.parse(
      (await subject.app.inject({ url: `/api/mc/race-days/${day}/multi-race-pools` })).json(),
    );
  const cash = async (auth: Record<string, string>) =>
    (await subject.app.inject({ url: '/api/customer/self/wallet', headers: auth })).json().pockets
      .cash.amount as number;
  const accountSum = async (poolId: string) =>
    Number(
      (
        await rows<{ total: string }>(
          sql`select coalesce(sum(amount), 0)::text as total from ledger_entries
            where account_id = ${multiRacePoolAccountId(poolId)}::uuid`,
        )
      )[0]?.total,
    );
  const ticketRow = async (ticketNumber: string) =>
    (
      await rows<{
        host: string;
        host_reference: string | null;
        status: string;
        total_win_paise: string | null;
      }>(
        sql`select host, host_reference, status, total_win_paise::text from multi_race_tickets
          where ticket_number = ${ticketNumber}`,
      )
    )[0];
  const clubSettlementOf = async (poolId: string) =>
    (
      await rows<{ club: string }>(
        sql`select details->>'clubSettlementPaise' as club from ledger_transfers
          where kind = 'TOTE_POOL_SETTLEMENT' and reference = ${poolId}`,
      )
    ).map((row) => Number(row.club));

  /** The club's pool worked out by hand: our tickets and its own, 25% commission, ₹11 minimum. */
  function clubFigures(
    uid: string,
    ours: { legs: number[][]; units: number }[],
    winners: number[],
  ): { grossPaise: number; netPaise: number; winningUnits: number; dividendPaise: number } {
    const outside = seedOutsideMultiRaceTickets(
      uid,
      winners.map(() => ({ runners: RUNNERS })),
    );
    const all = [...ours, ...outside.map((ticket) => ({ legs: ticket.legs, units: ticket.units }))];
    const lines = (legs: readonly (readonly number[])[]) =>
      legs.reduce((product, leg) => product * leg.length, 1);
    const grossPaise =
      all.reduce((sum, ticket) => sum + lines(ticket.legs) * ticket.units, 0) * 1_000;
    const netPaise = grossPaise - Math.floor((grossPaise * 2_500) / 10_000);
    const winningUnits = all.reduce(
      (sum, ticket) =>
        sum +
        ticket.units *
          ticket.legs.reduce(
            (product, leg, index) =>
              product * leg.filter((horse) => horse === winners[index]).length,
            1,
          ),
      0,
    );
    const rounded = winningUnits === 0 ? 0 : Math.floor(netPaise / (winningUnits * 10)) * 10;
    return {
      grossPaise,
      netPaise,
      winningUnits,
      dividendPaise: winningUnits === 0 ? 0 : Math.max(1_100, rounded),
    };
  }

  it('sends a Jackpot ticket to the club, which answers its reference; a refusal keeps nothing', async () => {
    const day = '2026-04-06';
    const races = await raceDay(day);
    const uid = await setPool(
      day,
      'JACKPOT',
      races.map((race) => race.id),
    );
    const { auth } = await player();
    const body = { pool: uid, legs: [[1], [2], [3], [4], [5, 6]], units: 10 };

    club.setState('refusing');
    const refused = await buy(auth, body, 'club-refused');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: TOTE_MESSAGES.poolClosed });
    // A refusal is stored under its key as any refusal: the same request answers the same.
    expect((await buy(auth, body, 'club-refused')).json()).toEqual(refused.json());
    expect(await cash(auth)).toBe(10_000);
    expect(await accountSum(uid)).toBe(0);
    expect((await pools(day))[0]).toMatchObject({ totalStake: 0 });
    expect(await rows(sql`select 1 from multi_race_tickets where pool_id = ${uid}::uuid`)).toEqual(
      [],
    );

    club.setState('up');
    const sold = await buy(auth, body);
    expect(sold.statusCode, sold.body).toBe(201);
    const ticketNumber = sold.json().ticketNumber as string;
    // 2 lines x 10 units x ₹14.
    expect(sold.json()).toMatchObject({ lines: 2, totalBetAmount: 280 });
    expect(await ticketRow(ticketNumber)).toMatchObject({
      host: 'club-sandbox',
      host_reference: `CLUB-${ticketNumber}`,
      status: 'ACCEPTED',
    });
    expect(club.sold().has(`CLUB-${ticketNumber}`)).toBe(true);
    expect(await cash(auth)).toBe(10_000 - 280);
    expect(await accountSum(uid)).toBe(20_000);
  });

  it("pays the club's declared Jackpot dividend to the paisa, with its will-pays before the last leg", async () => {
    const day = '2026-04-07';
    const races = await raceDay(day);
    const uid = await setPool(
      day,
      'JACKPOT',
      races.map((race) => race.id),
    );
    const a = await player();
    const b = await player();
    const ofA = { legs: [[1], [2], [3], [4], [5]], units: 10 };
    const ofB = { legs: [[1, 2], [2], [3], [4], [5, 6]], units: 5 };
    const boughtA = await buy(a.auth, { pool: uid, ...ofA });
    const boughtB = await buy(b.auth, { pool: uid, ...ofB });
    expect([boughtA.statusCode, boughtB.statusCode]).toEqual([201, 201]);
    const winners = [1, 2, 3, 4, 5];
    const figures = clubFigures(uid, [ofA, ofB], winners);
    // Our 15 winning units and the club's own tickets share the club's net.
    expect(figures.winningUnits).toBeGreaterThanOrEqual(15);
    expect(figures.grossPaise).toBeGreaterThan(30_000);

    for (const [index, race] of races.slice(0, 4).entries())
      await run(race, winners[index] as number);
    const [before] = await pools(day);
    // The will-pays are the club's: what 5 pays if it wins is the dividend it then declares.
    expect(before?.willPays.find((pay) => pay.horseNo === 5)?.dividend).toBe(
      figures.dividendPaise / 100,
    );

    await run(races[4] as Race, 5);
    const [after] = await pools(day);
    expect(after).toMatchObject({
      status: 'FINAL',
      dividends: [
        {
          winners: winners.map((horse) => [horse]),
          dividend: figures.dividendPaise / 100,
          linesWon: figures.winningUnits,
        },
      ],
    });
    expect(await ticketRow(boughtA.json().ticketNumber)).toMatchObject({
      status: 'WON',
      total_win_paise: String(figures.dividendPaise * 10),
    });
    expect(await ticketRow(boughtB.json().ticketNumber)).toMatchObject({
      status: 'WON',
      total_win_paise: String(figures.dividendPaise * 5),
    });
    // Our ₹300 in the pool less what our winners were paid is settled with the club.
    expect(await clubSettlementOf(uid)).toEqual([30_000 - figures.dividendPaise * 15]);
    expect(await accountSum(uid)).toBe(0);
  });

  it("takes the club's carry-forward when no line won: our tickets lose, our money goes to the club", async () => {
    const day = '2026-04-08';
    const races = await raceDay(day);
    const uid = await setPool(
      day,
      'JACKPOT',
      races.map((race) => race.id),
    );
    const c = await player();
    const ofC = { legs: [[1, 2], [1], [1], [1], [1]], units: 10 };
    const bought = await buy(c.auth, { pool: uid, ...ofC });
    expect(bought.statusCode, bought.body).toBe(201);
    // Leg 2 is won by a horse neither we nor the club backed there: no line wins.
    const outside = seedOutsideMultiRaceTickets(
      uid,
      races.map(() => ({ runners: RUNNERS })),
    );
    const unbacked = RUNNERS.find(
      (horse) => horse !== 1 && outside.every((ticket) => ticket.legs[1]?.[0] !== horse),
    ) as number;
    const winners = [1, unbacked, 1, 1, 1];
    const figures = clubFigures(uid, [ofC], winners);
    expect(figures.winningUnits).toBe(0);

    for (const [index, race] of races.entries()) await run(race, winners[index] as number);
    const [carried] = await pools(day);
    // The club carries its whole net (its money and ours, less its commission).
    expect(carried).toMatchObject({
      status: 'CARRIED',
      dividends: [],
      carryOut: figures.netPaise / 100,
    });
    expect(await ticketRow(bought.json().ticketNumber)).toMatchObject({
      status: 'LOST',
      total_win_paise: '0',
    });
    expect(await clubSettlementOf(uid)).toEqual([20_000]);
    expect(await accountSum(uid)).toBe(0);

    // The carry is the club's: the venue's next Jackpot takes nothing from our ledger.
    const next = await raceDay('2026-04-09');
    const nextUid = await setPool(
      '2026-04-09',
      'JACKPOT',
      next.map((race) => race.id),
    );
    expect((await pools('2026-04-09'))[0]).toMatchObject({ uid: nextUid, carryIn: 0 });
    expect(await accountSum(uid)).toBe(0);
  });

  it('answers 503 keeping nothing while the club is down, and settles the last leg only once it answers', async () => {
    const day = '2026-04-10';
    const races = await raceDay(day);
    const uid = await setPool(
      day,
      'TREBLE',
      races.slice(0, 3).map((race) => race.id),
    );
    const { auth } = await player();
    const body = { pool: uid, legs: [[1], [1], [1, 2]], units: 5 };

    club.setState('down');
    const down = await buy(auth, body, 'club-down');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await cash(auth)).toBe(10_000);
    expect(await accountSum(uid)).toBe(0);
    // As a single-race ticket: the same 503, nothing kept.
    const single = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/tote/tickets',
      headers: { ...auth, 'idempotency-key': 'club-down-single' },
      payload: { sportFixture: races[4]?.id, pool: 'WIN', selections: [[1]], units: 10 },
    });
    expect(single.statusCode).toBe(503);
    expect(await cash(auth)).toBe(10_000);

    // Nothing was kept, not even the key: the same request goes through once the club answers.
    club.setState('up');
    const sold = await buy(auth, body, 'club-down');
    expect(sold.statusCode, sold.body).toBe(201);
    const ticketNumber = sold.json().ticketNumber as string;
    expect(await ticketRow(ticketNumber)).toMatchObject({ host_reference: `CLUB-${ticketNumber}` });

    await run(races[0] as Race, 1);
    await run(races[1] as Race, 1);
    await result(races[2] as Race, 1);
    club.setState('down');
    // The last leg's settlement fails as a whole and stays requested, for the race clock to retry.
    await expect(settleRace(deps(), races[2]?.id as string)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect((await pools(day))[0]?.status).toBe('CLOSED');
    expect(await ticketRow(ticketNumber)).toMatchObject({ status: 'ACCEPTED' });
    expect(await accountSum(uid)).toBe(10_000);
    const [requested] = await rows<{ requested: boolean }>(
      sql`select settlement_requested_at is not null as requested from fixtures
        where id = ${races[2]?.id}::uuid`,
    );
    expect(requested?.requested).toBe(true);

    club.setState('up');
    await settleRace(deps(), races[2]?.id as string);
    const figures = clubFigures(uid, [{ legs: body.legs, units: 5 }], [1, 1, 1]);
    expect((await pools(day))[0]).toMatchObject({
      status: 'FINAL',
      dividends: [{ dividend: figures.dividendPaise / 100 }],
    });
    expect(await ticketRow(ticketNumber)).toMatchObject({
      status: 'WON',
      total_win_paise: String(figures.dividendPaise * 5),
    });
    expect(await accountSum(uid)).toBe(0);
  });
});

describe('multi-race pools with TOTE_HOST=own', () => {
  let subject: TestApp;
  const clock = createManualClock(indiaInstant('2026-04-11', '12:00'));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('keeps the ticket as our own: host own, no reference', async () => {
    const legs: string[] = [];
    for (let number = 1; number <= 3; number += 1) {
      const startAt = new Date(
        indiaInstant('2026-04-11', '13:00').getTime() + number * 30 * 60_000,
      );
      const id = await addRace(subject, startAt, { raceNumber: number, runnerCount: 8 });
      await publishRace(raceDeps(subject), id);
      legs.push(id);
    }
    const { auth: trader } = await signedInOperator(subject, 'TRADER');
    const set = await subject.app.inject({
      method: 'PUT',
      url: '/api/operator/race-days/2026-04-11/multi-race-pools',
      headers: trader,
      payload: { pools: [{ pool: 'TREBLE', legs }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 100_000);
    const sold = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/tote/multi-race-tickets',
      headers: { ...auth, 'idempotency-key': 'own-multi-race' },
      payload: { pool: set.json().pools[0].uid, legs: [[1], [2], [3]], units: 10 },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(
      await queryRows(
        subject.database.db,
        sql`select host, host_reference from multi_race_tickets where player_id = ${session.uid}::uuid`,
      ),
    ).toEqual([{ host: 'own', host_reference: null }]);
    await expectLedgerHolds(subject);
  });
});
