/**
 * How fast a Jackpot of BENCH_TICKETS tickets is worked out by the multi-race engine (decision
 * 065): every ticket names 1 to 3 horses in each of 5 legs of 12 runners (up to 243 lines), and
 * the pool is settled once and its will-pays (one settlement per runner of the last leg) worked
 * out, in memory. Run alone (`tsx bench/jackpot-engine.ts`) or from bench/tote.ts.
 */
import {
  settleMultiRace,
  willPays,
  type MultiRaceBook,
  type MultiRaceLegFacts,
} from '../src/modules/tote/multi-race-dividends';

const LEGS = 5;
const RUNNERS = 12;
export const JACKPOT_TARGET_MS = 1_000;

/** A deterministic spread of Jackpot tickets. */
export function jackpotBook(ticketCount: number, runners = RUNNERS): MultiRaceBook {
  const tickets = [];
  let seed = 17;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed >>> 16;
  };
  for (let index = 0; index < ticketCount; index += 1) {
    const legs: number[][] = [];
    for (let leg = 0; leg < LEGS; leg += 1) {
      const horses = new Set<number>();
      const count = (next() % 3) + 1;
      while (horses.size < count) horses.add((next() % runners) + 1);
      legs.push([...horses]);
    }
    tickets.push({ id: `t${index}`, legs, units: (index % 5) + 1 });
  }
  return { commissionBp: 2_500, carryInPaise: 34_500_000, minDividendPaise: 1_100, tickets };
}

export function benchJackpotEngine(ticketCount: number): {
  settleMs: number;
  willPaysMs: number;
  lines: number;
} {
  const book = jackpotBook(ticketCount);
  const legs: MultiRaceLegFacts[] = [1, 2, 3, 4, 5].map((winner) => ({
    voided: false,
    winners: [winner],
    scratched: [RUNNERS],
    favourite: 1,
  }));
  let started = performance.now();
  const outcome = settleMultiRace(book, legs);
  const settleMs = performance.now() - started;
  started = performance.now();
  const pays = willPays(book, legs.slice(0, -1), {
    runners: Array.from({ length: RUNNERS }, (_, index) => index + 1),
    scratched: [RUNNERS],
    favourite: 1,
  });
  const willPaysMs = performance.now() - started;
  const out =
    outcome.payoutPaise + outcome.commissionPaise + outcome.breakagePaise + outcome.carryOutPaise;
  if (out !== outcome.grossPaise + book.carryInPaise + outcome.minusPoolTopUpPaise)
    throw new Error('the Jackpot does not conserve its money');
  if (pays.length !== RUNNERS - 1) throw new Error('a will-pay is missing');
  return { settleMs, willPaysMs, lines: outcome.grossPaise / 1_000 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.env.BENCH_TICKETS ?? 10_000);
  const { settleMs, willPaysMs, lines } = benchJackpotEngine(count);
  console.log(
    `jackpot: ${count} tickets (${lines} line-units) worked out in ${settleMs.toFixed(0)} ms, will-pays in ${willPaysMs.toFixed(0)} ms: ${((settleMs + willPaysMs) / JACKPOT_TARGET_MS).toFixed(3)} x the 1 s target`,
  );
}
