import { BET_MESSAGES, fixtureSchema, type BetSlipLine } from '@furlong/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { readCashBalances } from '../../../test/concurrency/ledger-tally';
import { publishRace } from '../race-control/publish-race';

const SLIP_URL = '/api/customer/self/sports/betslip';
/** ₹30,00,000: enough that no generated slip is refused for money, so a 402 would be a finding. */
const FUNDING_PAISE = 300_000_000;

/** Stakes a player might type or a client might mangle, and what the spec says of each. */
const STAKES: [label: string, ticketPrice: unknown, expected: 201 | string][] = [
  ['99.99', 99.99, BET_MESSAGES.invalidAmount],
  ['100', 100, 201],
  ['10000', 10_000, 201],
  ['10000.01', 10_000.01, BET_MESSAGES.invalidAmount],
  ['0', 0, BET_MESSAGES.invalidAmount],
  ['-100', -100, BET_MESSAGES.invalidAmount],
  ['"NaN" (JSON has no NaN)', 'NaN', BET_MESSAGES.invalidAmount],
  ['"1e3" as a string', '1e3', BET_MESSAGES.invalidAmount],
  ['1e20', 1e20, BET_MESSAGES.invalidAmount],
  ['100.005 (fractional paise)', 100.005, BET_MESSAGES.invalidAmount],
  ['99 (whole, below the slip minimum)', 99, BET_MESSAGES.totalOutOfRange],
  ['10001 (whole, above the slip maximum)', 10_001, BET_MESSAGES.totalOutOfRange],
];

describe('bet slip: bad input never moves money', () => {
  let subject: TestApp;
  let auth: Record<string, string>;
  let playerId: string;
  let templates: BetSlipLine[];
  let keySequence = 0;

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertVenues(subject);
    const raceId = await addRace(subject, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    await publishRace(raceDeps(subject), raceId);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    templates = race.participants.flatMap((runner) =>
      runner.odds.map((price) => ({
        venue: 'BLR',
        raceNumber: 1,
        market: price.market,
        horseNo: runner.horseNumber,
        horse: runner.name,
        odds: price.price,
        ticketPrice: 100,
        sportFixture: raceId,
        selection: price.selection,
      })),
    );
    const player = await signedInPlayer(subject);
    auth = player.auth;
    playerId = player.session.uid;
    await fundPlayer(subject, playerId, FUNDING_PAISE);
  });
  afterAll(async () => {
    await subject.close();
  });

  const cash = async () => (await readCashBalances(subject.database.db)).get(playerId) ?? 0;
  /** Posts raw text, so a test can send what JSON.stringify would never write. */
  const post = (payload: string) =>
    subject.app.inject({
      method: 'POST',
      url: SLIP_URL,
      headers: {
        ...auth,
        'content-type': 'application/json',
        'idempotency-key': `bad-input-${(keySequence += 1)}`,
      },
      payload,
    });

  it.each(STAKES)('stake %s', async (_label, ticketPrice, expected) => {
    const before = await cash();
    const response = await post(JSON.stringify([{ ...templates[0], ticketPrice }]));
    if (expected === 201) {
      expect(response.statusCode, response.body).toBe(201);
      expect(await cash()).toBe(before - (ticketPrice as number) * 100);
    } else {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(expected);
      expect(await cash()).toBe(before);
    }
    await expectLedgerHolds(subject);
  });

  it('refuses number tokens JSON does not have (NaN, Infinity) without moving money', async () => {
    const before = await cash();
    for (const token of ['NaN', 'Infinity', '-Infinity', '1e999']) {
      const line = JSON.stringify({ ...templates[0], ticketPrice: 0 }).replace(
        '"ticketPrice":0',
        `"ticketPrice":${token}`,
      );
      const response = await post(`[${line}]`);
      expect(response.statusCode, `${token}: ${response.body}`).toBe(400);
    }
    expect(await cash()).toBe(before);
  });

  it('refuses a number past what its column holds, or a price under one hundredth, with a 400', async () => {
    const before = await cash();
    const cases: [field: keyof BetSlipLine, value: number][] = [
      ['horseNo', 2_147_483_648],
      ['horseNo', 2 ** 53],
      ['raceNumber', 2_147_483_648],
      ['odds', 1e-320],
      ['odds', 0.004],
    ];
    for (const [field, value] of cases) {
      const response = await post(JSON.stringify([{ ...templates[0], [field]: value }]));
      expect(response.statusCode, `${field} ${value}: ${response.body}`).toBe(400);
    }
    expect(await cash()).toBe(before);
  });

  it(
    'answers any body with a 4xx or a placed slip, never a 5xx, and moves money only for a 201',
    { timeout: 120_000 },
    async () => {
      const template = fc.constantFrom(...templates);
      const field = fc.constantFrom<keyof BetSlipLine>(
        'venue',
        'raceNumber',
        'market',
        'horseNo',
        'horse',
        'odds',
        'ticketPrice',
        'sportFixture',
        'selection',
      );
      // Breaks the shape: wrong types, missing or extra fields.
      const shapeMutation = fc.oneof(
        fc.record({
          field,
          value: fc.oneof(
            fc.anything(),
            fc.double(),
            fc.string(),
            fc.constantFrom(null, true, [], {}, '100', 99.99, 100.005),
          ),
        }),
        fc.record({ field, value: fc.constant(undefined) }),
        fc.record({ field: fc.string({ maxLength: 12 }), value: fc.anything() }),
      );
      // Keeps the shape, breaks the meaning: another price, runner, race or selection; any whole stake.
      const meaningMutation = fc.oneof(
        fc.record({
          field: fc.constant('odds'),
          value: fc.integer({ min: 1, max: 99_900 }).map((hundredths) => hundredths / 100),
        }),
        fc.record({ field: fc.constant('horseNo'), value: fc.integer({ min: 1, max: 12 }) }),
        fc.record({
          field: fc.constant('market'),
          value: fc.constantFrom('WIN', 'PLACE', 'SHP', 'THP'),
        }),
        fc.record({
          field: fc.constantFrom('selection', 'sportFixture'),
          value: fc.oneof(
            fc.uuid(),
            template.map((line) => line.selection),
          ),
        }),
        fc.record({
          field: fc.constant('ticketPrice'),
          value: fc.oneof(
            fc.integer({ min: 1, max: 4_000 }),
            fc.constantFrom(100, 10_000, 10_001, 99_999, 100_000),
          ),
        }),
        fc.record({ field: fc.constant('oddsChanged'), value: fc.boolean() }),
      );
      const lineWith = (mutation: fc.Arbitrary<{ field: string; value: unknown }>) =>
        fc
          .tuple(template, fc.integer({ min: 100, max: 999 }), fc.array(mutation, { maxLength: 2 }))
          .map(([line, ticketPrice, mutations]) => {
            const mutated: Record<string, unknown> = { ...line, ticketPrice };
            for (const change of mutations) {
              if (change.value === undefined) delete mutated[change.field];
              else mutated[change.field] = change.value;
            }
            return mutated;
          });
      const body = fc.oneof(
        fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
        fc.json(),
        fc.string(),
        fc.array(lineWith(shapeMutation), { maxLength: 25 }).map((lines) => JSON.stringify(lines)),
        {
          weight: 4,
          arbitrary: fc
            .array(lineWith(meaningMutation), { minLength: 1, maxLength: 4 })
            .map((lines) => JSON.stringify(lines)),
        },
      );

      const seen: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await cash();
          const response = await post(payload);
          seen[response.statusCode] = (seen[response.statusCode] ?? 0) + 1;
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.statusCode, response.body).not.toBe(402);
          if (response.statusCode === 201) {
            const placed = response.json<{ bets: { totalBetAmount: number }[] }>();
            const stakes = placed.bets.reduce(
              (sum, bet) => sum + Math.round(bet.totalBetAmount * 100),
              0,
            );
            expect(await cash()).toBe(before - stakes);
          } else {
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(await cash()).toBe(before);
          }
        }),
        { numRuns: 200 },
      );
      // The bodies reached past the schema too: some placed, some refused by the race checks.
      expect(seen[201]).toBeGreaterThan(0);
      expect(seen[409]).toBeGreaterThan(0);
      await expectLedgerHolds(subject);
    },
  );
});
