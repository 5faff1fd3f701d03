import { fixtureSchema, MIN_SLIP_TOTAL_RUPEES, type BetSlipLine } from '@furlong/contract';
import type { HttpClient } from './http-client';

export const SLIP_PATH = '/api/customer/self/sports/betslip';
export const MULTIPLE_PATH = '/api/customer/self/sports/multiples';

export interface SlipMaker {
  /** Every selection of the race as a one-line slip template (stake to be set). */
  templates: BetSlipLine[];
  /** 1 to 3 lines on random selections, totalling 100 to maxTotalRupees (10,000 at most). */
  randomSlip(random: () => number, maxTotalRupees?: number): BetSlipLine[];
}

/** Reads the published race card once, the way a client would, and makes valid slips from it. */
export async function loadSlipMaker(
  client: HttpClient,
  raceId: string,
  venue = 'BLR',
  raceNumber = 1,
): Promise<SlipMaker> {
  const answer = await client.send('GET', `/api/mc/sport-fixture/cached/${raceId}`);
  if (answer.status !== 200) throw new Error(`race card answered ${answer.status}: ${answer.text}`);
  const race = fixtureSchema.parse(JSON.parse(answer.text));
  const templates = race.participants.flatMap((runner) =>
    runner.odds.map((price) => ({
      venue,
      raceNumber,
      market: price.market,
      horseNo: runner.horseNumber,
      horse: runner.name,
      odds: price.price,
      ticketPrice: MIN_SLIP_TOTAL_RUPEES,
      sportFixture: raceId,
      selection: price.selection,
    })),
  );
  if (templates.length === 0) throw new Error('the race card has no prices');
  const pick = (random: () => number, low: number, high: number) =>
    low + Math.floor(random() * (high - low + 1));
  return {
    templates,
    randomSlip: (random, maxTotalRupees = 2_000) => {
      const lineCount = pick(random, 1, 3);
      const lowest = Math.ceil(MIN_SLIP_TOTAL_RUPEES / lineCount);
      const highest = Math.max(lowest, Math.floor(maxTotalRupees / lineCount));
      return Array.from({ length: lineCount }, () => ({
        ...(templates[pick(random, 0, templates.length - 1)] as BetSlipLine),
        ticketPrice: pick(random, lowest, highest),
      }));
    },
  };
}

/** What a slip debits: the tickets include their GST. */
export const slipPaise = (lines: BetSlipLine[]): number =>
  lines.reduce((sum, line) => sum + line.ticketPrice * 100, 0);
