import type { MarketType } from '@furlong/contract';
import { derivePrices, stepOnLadder } from '../../db/seed/odds-ladder';
import type { RaceDeps } from '../races/race-deps';
import type { RunnerPrice } from './simulator.queries';
import { sendSimulatorMessages } from './simulator-feed';

/**
 * Moves one or two runners' WIN price a rung or two along the ladder (money for a horse
 * shortens it, neglect lets it drift) and re-derives their place-type prices to match, sent as
 * the simulator's feed (simulator-feed.ts).
 */
export async function driftPrices(
  deps: RaceDeps,
  fixtureId: string,
  runners: readonly RunnerPrice[],
  random: () => number,
): Promise<void> {
  const movers = new Set<RunnerPrice>();
  const moverCount = random() < 0.7 ? 1 : 2;
  while (movers.size < Math.min(moverCount, runners.length)) {
    movers.add(runners[Math.floor(random() * runners.length)] as RunnerPrice);
  }
  const prices = [...movers].flatMap((runner) => {
    const steps = (random() < 0.5 ? -1 : 1) * (random() < 0.8 ? 1 : 2);
    const derived = derivePrices(stepOnLadder(runner.winPrice, steps), runners.length);
    return (Object.keys(derived) as MarketType[]).map((market) => ({
      horseNo: runner.horseNumber,
      market,
      price: derived[market],
    }));
  });
  if (prices.length > 0)
    await sendSimulatorMessages(deps, [{ type: 'prices', race: fixtureId, prices }]);
}
