import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  favouriteOf,
  linesOf,
  settleMultiRace,
  substitutesOf,
  ticketProgress,
  willPays,
  type MultiRaceBook,
  type MultiRaceLegFacts,
  type MultiRaceOutcome,
} from './multi-race-dividends';

const leg = (winners: number[], extra: Partial<MultiRaceLegFacts> = {}): MultiRaceLegFacts => ({
  voided: false,
  winners,
  scratched: [],
  favourite: null,
  ...extra,
});

/** A Treble at 25%: A 2 lines x1, B 4 lines x2, C 1 line x1 = 11 units, ₹110 gross, ₹82.50 net. */
const treble: MultiRaceBook = {
  commissionBp: 2_500,
  carryInPaise: 0,
  minDividendPaise: 1_100,
  tickets: [
    { id: 'A', legs: [[1, 2], [3], [5]], units: 1 },
    { id: 'B', legs: [[1], [3, 4], [5, 6]], units: 2 },
    { id: 'C', legs: [[2], [4], [6]], units: 1 },
  ],
};

const winningsOf = (outcome: MultiRaceOutcome) =>
  Object.fromEntries(outcome.winnings.map((item) => [item.ticketId, item.totalWinPaise]));

describe('multi-race dividends, worked by hand', () => {
  it('shares the net among the winning lines: 8250 / 3 lines = ₹27.50 a line', () => {
    const outcome = settleMultiRace(treble, [leg([1]), leg([3]), leg([5])]);
    expect(outcome).toMatchObject({
      status: 'FINAL',
      grossPaise: 11_000,
      commissionPaise: 2_750,
      netPaise: 8_250,
      winningUnits: 3,
      dividendPaise: 2_750,
      payoutPaise: 8_250,
      breakagePaise: 0,
      carryOutPaise: 0,
    });
    expect(winningsOf(outcome)).toEqual({ A: 2_750, B: 5_500 });
  });

  it('a dead heat makes both horses winners: 4 lines, 8250 / 4 = 2062.5 → ₹20.60, breakage 10 paise', () => {
    const outcome = settleMultiRace(treble, [leg([1, 2]), leg([3]), leg([5])]);
    expect(outcome).toMatchObject({ winningUnits: 4, dividendPaise: 2_060, breakagePaise: 10 });
    expect(winningsOf(outcome)).toEqual({ A: 4_120, B: 4_120 });
  });

  it('a scratched selection runs as the favourite, and the ticket shows the substitute', () => {
    const scratched = leg([3], { scratched: [4], favourite: 3 });
    // B's [3, 4] becomes [3, 3]: two lines on 3, x2 units = 4; A one line: 5 units, ₹16.50.
    const outcome = settleMultiRace(treble, [leg([1]), scratched, leg([5])]);
    expect(outcome).toMatchObject({ winningUnits: 5, dividendPaise: 1_650 });
    expect(winningsOf(outcome)).toEqual({ A: 1_650, B: 6_600 });
    expect(substitutesOf([3, 4], scratched)).toEqual([{ scratched: 4, substitute: 3 }]);
    // C's 4 runs as 3 and wins alone when the others lose.
    const alone = settleMultiRace(treble, [leg([2]), scratched, leg([6])]);
    expect(winningsOf(alone)).toEqual({ C: 8_250 });
  });

  it('a void leg counts every selection as a winner', () => {
    const outcome = settleMultiRace(treble, [leg([1]), leg([3]), leg([], { voided: true })]);
    // A: 1 x 1 x 1; B: 1 x 1 x 2 lines x 2 units = 4; C loses leg 1.
    expect(outcome).toMatchObject({ winningUnits: 5, dividendPaise: 1_650 });
    expect(winningsOf(outcome)).toEqual({ A: 1_650, B: 6_600 });
  });

  it('no winning line carries the net forward, and the next pool shares it', () => {
    const outcome = settleMultiRace(treble, [leg([7]), leg([3]), leg([5])]);
    expect(outcome).toMatchObject({
      status: 'CARRIED',
      winnings: [],
      payoutPaise: 0,
      carryOutPaise: 8_250,
    });
    const next = settleMultiRace({ ...treble, carryInPaise: outcome.carryOutPaise }, [
      leg([1]),
      leg([3]),
      leg([5]),
    ]);
    expect(next).toMatchObject({ netPaise: 16_500, dividendPaise: 5_500, payoutPaise: 16_500 });
  });

  it('raises a dividend under the minimum, the house paying the top-up', () => {
    const outcome = settleMultiRace(
      { ...treble, tickets: [{ id: 'X', legs: [[1], [1], [1]], units: 100 }] },
      [leg([1]), leg([1]), leg([1])],
    );
    // Net 75000 / 100 = ₹7.50 < ₹11: ₹11 a line, 350 x 100 from the house.
    expect(outcome).toMatchObject({ dividendPaise: 1_100, minusPoolTopUpPaise: 35_000 });
  });

  it('will-pays: what each runner of the last leg pays, given the lines alive', () => {
    const pays = willPays(treble, [leg([1]), leg([3])], {
      runners: [5, 6, 7],
      scratched: [],
      favourite: null,
    });
    // 5: A 1 + B 2 = 3 units → 2750; 6: B 2 units → 4120 (8250/2 = 4125 → 4120); 7: nobody.
    expect(pays).toEqual([
      { horseNo: 5, dividendPaise: 2_750 },
      { horseNo: 6, dividendPaise: 4_120 },
      { horseNo: 7, dividendPaise: 0 },
    ]);
    expect(
      willPays(treble, [leg([1]), leg([])], { runners: [5], scratched: [], favourite: null }),
    ).toEqual([]);
  });

  it('shows legs won so far and whether a ticket is alive', () => {
    expect(ticketProgress([[1, 2], [3], [5]], [leg([2]), leg([])])).toEqual({
      legsWon: 1,
      alive: true,
      won: [true, null, null],
    });
    expect(ticketProgress([[1], [3], [5]], [leg([2]), leg([3])]).alive).toBe(false);
  });

  it('the favourite: most Win pool money, else the shortest fixed price, lowest number on a tie', () => {
    expect(
      favouriteOf(
        [1, 2, 3],
        new Map([
          [2, 5],
          [3, 9],
        ]),
        new Map(),
      ),
    ).toBe(3);
    expect(
      favouriteOf(
        [1, 2, 3],
        new Map([
          [2, 9],
          [3, 9],
        ]),
        new Map(),
      ),
    ).toBe(2);
    expect(
      favouriteOf(
        [1, 2, 3],
        new Map(),
        new Map([
          [1, 4],
          [2, 2.5],
          [3, 2.5],
        ]),
      ),
    ).toBe(2);
    expect(favouriteOf([4, 5], new Map(), new Map())).toBe(4);
    expect(favouriteOf([], new Map(), new Map())).toBeNull();
  });
});

/** Reference: every line of every ticket enumerated, one at a time. */
function referenceWinningUnits(
  book: MultiRaceBook,
  facts: MultiRaceLegFacts[],
): Map<string, number> {
  const held = new Map<string, number>();
  for (const ticket of book.tickets) {
    let lines: number[][] = [[]];
    for (const selections of ticket.legs)
      lines = lines.flatMap((prefix) => selections.map((horse) => [...prefix, horse]));
    for (const line of lines) {
      const wins = line.every((horse, index) => {
        const fact = facts[index] as MultiRaceLegFacts;
        if (fact.voided) return true;
        const runs =
          fact.scratched.includes(horse) && fact.favourite !== null ? fact.favourite : horse;
        return fact.winners.includes(runs);
      });
      if (wins) held.set(ticket.id, (held.get(ticket.id) ?? 0) + ticket.units);
    }
  }
  return held;
}

const drawn = fc.integer({ min: 3, max: 5 }).chain((legCount) => {
  const field = 6;
  const horses = Array.from({ length: field }, (_, index) => index + 1);
  const legFacts = fc.record({
    voided: fc.integer({ min: 0, max: 6 }).map((value) => value === 0),
    winners: fc.uniqueArray(fc.constantFrom(...horses), { minLength: 1, maxLength: 2 }),
    scratched: fc.uniqueArray(fc.constantFrom(...horses), { maxLength: 2 }),
    favourite: fc.constantFrom(...horses),
  });
  return fc.record({
    facts: fc.array(legFacts, { minLength: legCount, maxLength: legCount }),
    tickets: fc.array(
      fc.record({
        legs: fc.array(fc.uniqueArray(fc.constantFrom(...horses), { minLength: 1, maxLength: 3 }), {
          minLength: legCount,
          maxLength: legCount,
        }),
        units: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 1_000 })),
      }),
      { maxLength: 12 },
    ),
    commissionBp: fc.integer({ min: 0, max: 5_000 }),
    carryInPaise: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000_000 })),
    minDividendPaise: fc.oneof(fc.constant(1_100), fc.integer({ min: 0, max: 3_000 })),
  });
});

describe('multi-race dividends, properties', () => {
  it('conserves money across legs, scratches, void legs, dead heats and carry-forward, and matches line-by-line enumeration', () => {
    fc.assert(
      fc.property(drawn, (input) => {
        // A winner is a starter: scratched horses never win; the favourite is a starter.
        const facts = input.facts.map((fact) => {
          const scratched = fact.scratched.filter((horse) => horse !== fact.favourite);
          return {
            voided: fact.voided,
            scratched,
            favourite: fact.favourite,
            winners: fact.winners.filter((horse) => !scratched.includes(horse)).length
              ? fact.winners.filter((horse) => !scratched.includes(horse))
              : [fact.favourite],
          };
        });
        const book: MultiRaceBook = {
          commissionBp: input.commissionBp,
          carryInPaise: input.carryInPaise,
          minDividendPaise: input.minDividendPaise,
          tickets: input.tickets.map((ticket, index) => ({ id: `t${index}`, ...ticket })),
        };
        const outcome = settleMultiRace(book, facts);
        const gross = book.tickets.reduce(
          (sum, ticket) => sum + linesOf(ticket.legs) * ticket.units * 1_000,
          0,
        );
        expect(outcome.grossPaise).toBe(gross);
        expect(
          outcome.payoutPaise +
            outcome.commissionPaise +
            outcome.breakagePaise +
            outcome.carryOutPaise,
        ).toBe(outcome.grossPaise + book.carryInPaise + outcome.minusPoolTopUpPaise);
        expect(outcome.winnings.reduce((sum, item) => sum + item.totalWinPaise, 0)).toBe(
          outcome.payoutPaise,
        );
        expect(outcome.dividendPaise % 10).toBe(0);
        expect(outcome.breakagePaise).toBeGreaterThanOrEqual(0);
        expect(outcome.minusPoolTopUpPaise).toBeGreaterThanOrEqual(0);
        const reference = referenceWinningUnits(book, facts);
        expect(new Map(outcome.winnings.map((item) => [item.ticketId, item.winningUnits]))).toEqual(
          reference,
        );
        if (reference.size === 0) {
          expect(outcome.status).toBe('CARRIED');
          expect(outcome.carryOutPaise).toBe(outcome.netPaise);
        } else {
          const units = [...reference.values()].reduce((sum, value) => sum + value, 0);
          const exact = Math.floor(outcome.netPaise / units / 10) * 10;
          expect(outcome.dividendPaise).toBe(
            Math.max(exact, Math.ceil(book.minDividendPaise / 10) * 10),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
