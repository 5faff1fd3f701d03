import {
  breakDownLine,
  fixtureSchema,
  winningPayoutPaise,
  type PlaceBetsResponse,
  type RaceBookResponse,
} from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { fundPlayer } from '../../../test/wallet-factory';
import { publishRace } from '../race-control/publish-race';

/** The GST rate the slip was charged, in basis points (CGST and SGST are half each, in percent). */
const gstRateOf = (slip: PlaceBetsResponse) => Math.round((slip.bets[0]?.taxes.CGST ?? 0) * 200);

describe('the book of a race', () => {
  let subject: TestApp;
  let trader: { authorization: string };
  let raceNumber = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ env: { TRADER_REVIEW_LIABILITY_RUPEES: '10000000' } });
    await insertVenues(subject);
    trader = (await signedInOperator(subject, 'TRADER')).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  let keys = 0;
  /** A race of 8 runners priced Win 2..9, Place 0.5..2.25 to 1, with two funded players. */
  async function openRace() {
    raceNumber += 1;
    const id = await addRace(subject, new Date(Date.now() + 24 * 3600_000 + raceNumber * 60_000), {
      raceNumber,
    });
    await publishRace(raceDeps(subject), id);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const players = [await signedInPlayer(subject), await signedInPlayer(subject)];
    for (const player of players) await fundPlayer(subject, player.session.uid, 10_000_000);
    const place = async (player: number, lines: object[]) => {
      keys += 1;
      const answer = await subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/sports/betslip',
        headers: { ...players[player]!.auth, 'idempotency-key': `race-book-${keys}` },
        payload: lines,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return gstRateOf(answer.json());
    };
    return { id, race, place };
  }
  const book = (id: string, auth = trader) =>
    subject.app.inject({ url: `/api/operator/races/${id}/book`, headers: auth });

  /** Worked by hand: face value is the ticket less GST; a winner pays face x (1 + price). */
  const worked = (rate: number) => {
    const face = (rupees: number) => breakDownLine(rupees * 100, 100, rate).faceValuePaise;
    const pays = (rupees: number, price: number) => winningPayoutPaise(rupees * 100, price, rate);
    return { face, pays };
  };

  it('gives each runner the house profit if it wins, with place markets at their worst case', async () => {
    const { id, race, place } = await openRace();
    // Player one: Win on 1 (2-1) ₹100, Place on 2 (3-4) ₹200. Player two: Win on 3 (4-1) ₹100, Place on 1 (1-2) ₹100.
    const rate = await place(0, [
      slipLineFor(race, 1, 'WIN', 100),
      slipLineFor(race, 2, 'PLACE', 200),
    ]);
    await place(1, [slipLineFor(race, 3, 'WIN', 100), slipLineFor(race, 1, 'PLACE', 100)]);
    const { face, pays } = worked(rate);
    const total = face(100) + face(200) + face(100) + face(100);
    const win1 = pays(100, 200);
    const place2 = pays(200, 75);
    const win3 = pays(100, 400);
    const place1 = pays(100, 50);

    const answer = await book(id);
    expect(answer.statusCode).toBe(200);
    const figures = answer.json<RaceBookResponse>();
    const paise = (horse: number) =>
      Math.round((figures.runners.find((r) => r.horseNo === horse)?.profitIfWins ?? NaN) * 100);
    expect(Math.round(figures.totalStakes * 100)).toBe(total);
    // 1 wins: its Win and Place bets pay, and 2 may be placed (8 starters: three places).
    expect(paise(1)).toBe(total - win1 - place1 - place2);
    // 2 wins: its Place bet pays, and 1 may be placed.
    expect(paise(2)).toBe(total - place2 - place1);
    // 3 wins: its Win pays, and 1 and 2 may both be placed (second and third).
    expect(paise(3)).toBe(total - win3 - place1 - place2);
    expect(paise(5)).toBe(total - place1 - place2);
    expect(figures.runners).toHaveLength(8);
    expect(Math.round(figures.worstCase * 100)).toBe(
      Math.min(total - win1 - place1 - place2, total - win3 - place1 - place2),
    );
    // Win prices 2..9 to 1: 1/3 + 1/4 + ... + 1/10.
    const overround = [3, 4, 5, 6, 7, 8, 9, 10].reduce((sum, n) => sum + 1 / n, 0);
    expect(figures.overround).toBeCloseTo(overround, 4);
  });

  it('leaves a scratched runner out: its bets refunded, its price out of the overround, two places', async () => {
    const { id, race, place } = await openRace();
    const rate = await place(0, [
      slipLineFor(race, 1, 'PLACE', 100),
      slipLineFor(race, 8, 'WIN', 100),
    ]);
    await place(1, [slipLineFor(race, 2, 'PLACE', 200), slipLineFor(race, 3, 'WIN', 100)]);
    const scratched = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${id}/scratch`,
      headers: trader,
      payload: { horseNo: 8 },
    });
    expect(scratched.statusCode).toBe(200);
    const { face, pays } = worked(rate);
    const total = face(100) + face(200) + face(100);

    const figures = (await book(id)).json<RaceBookResponse>();
    const paise = (horse: number) =>
      Math.round((figures.runners.find((r) => r.horseNo === horse)?.profitIfWins ?? NaN) * 100);
    expect(figures.runners.map((r) => r.horseNo)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Math.round(figures.totalStakes * 100)).toBe(total);
    // 7 starters: Place pays two places, so if 3 wins only one of 1 and 2 can be placed.
    expect(paise(3)).toBe(total - pays(100, 400) - Math.max(pays(100, 50), pays(200, 75)));
    expect(paise(1)).toBe(total - pays(100, 50) - pays(200, 75));
    const overround = [3, 4, 5, 6, 7, 8, 9].reduce((sum, n) => sum + 1 / n, 0);
    expect(figures.overround).toBeCloseTo(overround, 4);
  });

  it("counts a multiple's contingent payout against each open leg's runner", async () => {
    const first = await openRace();
    const second = await openRace();
    const leg = (race: typeof first.race, horseNo: number) => {
      const line = slipLineFor(race, horseNo, 'WIN');
      return {
        sportFixture: line.sportFixture,
        selection: line.selection,
        market: 'WIN',
        odds: line.odds,
      };
    };
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 100_000);
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/multiples',
      headers: { ...player.auth, 'idempotency-key': `race-book-multiple-${(keys += 1)}` },
      payload: {
        kind: 'ACCUMULATOR',
        eachWay: false,
        unitStake: 100,
        legs: [leg(first.race, 1), leg(second.race, 2)],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const rate = Math.round((placed.json().bets[0].taxes.CGST as number) * 200);
    // Face value x (1 + 2) x (1 + 3), floored once.
    const payout = Math.floor((10_000 * 10_000 * 12) / (10_000 + rate)) / 100;
    for (const [id, horseNo] of [
      [first.id, 1],
      [second.id, 2],
    ] as const) {
      const figures = (await book(id)).json<RaceBookResponse>();
      expect(figures.runners.find((runner) => runner.horseNo === horseNo)?.profitIfWins).toBe(
        -payout,
      );
      expect(figures.runners.filter((runner) => runner.profitIfWins !== 0)).toHaveLength(1);
      expect(figures.worstCase).toBe(-payout);
    }
  });

  it('is refused to a role that cannot see bets, and 404 for an unknown race', async () => {
    const { id } = await openRace();
    const content = (await signedInOperator(subject, 'CONTENT')).auth;
    expect((await book(id, content)).statusCode).toBe(403);
    const support = (await signedInOperator(subject, 'SUPPORT')).auth;
    expect((await book(id, support)).statusCode).toBe(200);
    expect((await book('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
