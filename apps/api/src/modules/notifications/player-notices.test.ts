import {
  fixtureSchema,
  paiseToRupees,
  playerNoticesSchema,
  rupeesToPaise,
  type BetSlipLine,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { recordRaceNews } from '../settlement/race-news';
import { settleRace } from '../settlement/settle-race';
import { getWallet } from '../wallet/get-wallet';

describe("the player's notices", () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2026-11-20T08:00:00Z'));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await expectLedgerHolds(subject);
    await subject.close();
  });

  const notices = async (auth: Record<string, string>) => {
    const response = await subject.app.inject({ url: '/api/customer/self/notices', headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return playerNoticesSchema.parse(response.json());
  };
  const cash = async (playerId: string) =>
    (await getWallet(subject.database.db, playerId)).pockets.cash.amount;

  it('tells each player what a settled race did for them: won, lost or refunded, and no one else', async () => {
    // Close enough that the players' access tokens outlive the wait for the off.
    const off = new Date(clock.now().getTime() + 5 * 60 * 1000);
    const id = await addRace(subject, off, { raceNumber: 4, runnerCount: 8 });
    await publishRace(raceDeps(subject), id);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const win = (horseNo: number): BetSlipLine => {
      const odds = race.participants
        .find((runner) => runner.horseNumber === horseNo)
        ?.odds.find((price) => price.market === 'WIN');
      if (!odds) throw new Error('no price');
      return {
        venue: 'BLR',
        raceNumber: 4,
        market: 'WIN',
        horseNo,
        horse: `Runner ${horseNo}`,
        odds: odds.price,
        ticketPrice: 100,
        sportFixture: id,
        selection: odds.selection,
      };
    };
    const players = [];
    for (const horseNo of [1, 2, 8]) {
      const player = await signedInPlayer(subject);
      await fundPlayer(subject, player.session.uid, 100_000);
      const placed = await subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/sports/betslip',
        headers: { ...player.auth, 'idempotency-key': `notice-${horseNo}` },
        payload: [win(horseNo)],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      players.push(player);
    }
    const [winner, loser, scratched] = players as [
      (typeof players)[number],
      (typeof players)[number],
      (typeof players)[number],
    ];
    clock.set(off);
    await suspendRace(raceDeps(subject), id);
    // The scratching refunds at once: the first notice, for its backer only.
    await scratchRunner(raceDeps(subject), id, 8);
    await settleRace(raceDeps(subject), id);
    expect(await notices(scratched.auth)).toMatchObject([
      { kind: 'RACE_SETTLED', sportFixture: id, raceNumber: 4, won: 0, refunded: 100, lost: 0 },
    ]);
    expect(await notices(winner.auth)).toEqual([]);

    await declareResult(raceDeps(subject), id, {
      official: true,
      standings: [1, 2, 3].map((horseNumber) => ({ place: horseNumber, horseNumber })),
    });
    await settleRace(raceDeps(subject), id);
    const [won] = await notices(winner.auth);
    // What the notice says reached the wallet did: the cash after the bet, plus the payout.
    const paid = rupeesToPaise(await cash(winner.session.uid)) - 90_000;
    expect(won).toMatchObject({ won: paiseToRupees(paid), lost: 0 });
    expect(won?.won).toBeGreaterThan(100);
    expect(won?.venueName).toBe('Bengaluru');
    expect(await notices(loser.auth)).toMatchObject([{ won: 0, refunded: 0, lost: 1 }]);
    // Settling again changes nothing, and tells nothing new.
    await settleRace(raceDeps(subject), id);
    expect(await notices(winner.auth)).toHaveLength(1);
    expect(await notices(scratched.auth)).toHaveLength(1);

    const list = await subject.app.inject({ url: '/api/customer/self/notices' });
    expect(list.statusCode).toBe(401);
  });

  it('dismisses a notice of the player only, and keeps the newest 50', async () => {
    const player = await signedInPlayer(subject);
    const other = await signedInPlayer(subject);
    const [race] = await queryRows<{ id: string }>(
      subject.database.db,
      sql`select id from fixtures order by start_at desc limit 1`,
    );
    const raceId = (race as { id: string }).id;
    // Notices straight from the writer: it names whatever the player's bets on the race say.
    for (let index = 0; index < 55; index += 1)
      await subject.database.db.transaction((tx) =>
        recordRaceNews(tx, raceId, [player.session.uid], new Date(Date.UTC(2026, 10, 1, 0, index))),
      );
    // No bets on the race: the writer records nothing for a player it has no news of.
    expect(await notices(player.auth)).toEqual([]);
    await subject.database.db.execute(
      sql`insert into player_notices (player_id, kind, fixture_id, data, created_at)
        select ${player.session.uid}::uuid, 'RACE_SETTLED', ${raceId}::uuid,
          '{"venueCode":"BLR","venueName":"Bengaluru","raceNumber":4,"wonPaise":0,"refundedPaise":0,"lost":1}'::jsonb,
          timestamptz '2026-11-01 00:00:00+00' + make_interval(mins => n)
        from generate_series(1, 55) as n`,
    );
    await subject.database.db.transaction((tx) =>
      recordRaceNews(tx, raceId, [player.session.uid], clock.now()),
    );
    const [{ kept }] = (await queryRows<{ kept: number }>(
      subject.database.db,
      sql`select count(*)::int as kept from player_notices where player_id = ${player.session.uid}::uuid`,
    )) as [{ kept: number }];
    expect(kept).toBe(50);
    const listed = await notices(player.auth);
    expect(listed).toHaveLength(50);
    const newest = listed[0] as (typeof listed)[number];
    expect(newest.createdAt).toBe('2026-11-01T00:55:00.000Z');

    const dismiss = (auth: Record<string, string>, uid: string) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/customer/self/notices/${uid}/dismiss`,
        headers: auth,
      });
    expect((await dismiss(other.auth, newest.uid)).statusCode).toBe(404);
    expect((await notices(player.auth))[0]?.dismissed).toBe(false);
    expect((await dismiss(player.auth, newest.uid)).statusCode).toBe(204);
    expect((await dismiss(player.auth, newest.uid)).statusCode).toBe(204);
    expect((await notices(player.auth))[0]?.dismissed).toBe(true);
    expect((await dismiss(player.auth, 'not-a-uid')).statusCode).toBe(400);
  });
});
