import {
  MARKET_TYPES,
  runnerPricesSchema,
  type MarketType,
  type OperatorRace,
  type PriceUpdatesBody,
} from '@furlong/contract';

/** Cells the operator has typed in, keyed `horseNo:market`; the rest show the live price. */
export type PriceEdits = Record<string, string>;

export const cellKey = (horseNo: number, market: MarketType) => `${horseNo}:${market}`;

export function livePrice(race: OperatorRace, horseNo: number, market: MarketType): string {
  const runner = race.participants.find((participant) => participant.horseNumber === horseNo);
  const price = runner?.odds.find((odds) => odds.market === market)?.price;
  return price === undefined ? '' : String(price);
}

export type PriceUpdates =
  | { status: 'ok'; prices: PriceUpdatesBody['prices'] }
  | { status: 'invalid'; message: string; cell: string };

/** The typed cells that differ from the live price, checked with the contract's price rule. */
export function collectPriceUpdates(race: OperatorRace, edits: PriceEdits): PriceUpdates {
  const prices: PriceUpdatesBody['prices'] = [];
  for (const runner of race.participants.filter((participant) => participant.isRunner)) {
    for (const market of MARKET_TYPES) {
      const key = cellKey(runner.horseNumber, market);
      const typed = edits[key];
      if (typed === undefined || typed === livePrice(race, runner.horseNumber, market)) continue;
      const parsed = runnerPricesSchema.shape[market].safeParse(
        typed.trim() === '' ? NaN : Number(typed),
      );
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid price';
        return {
          status: 'invalid',
          message: `${runner.horseNumber} ${market}: ${message}`,
          cell: key,
        };
      }
      prices.push({ horseNo: runner.horseNumber, market, price: parsed.data });
    }
  }
  return { status: 'ok', prices };
}
