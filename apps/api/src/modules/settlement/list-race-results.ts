import { MARKET_TYPES, type RaceResultPrices } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { payingPositions, payoutShare } from './settlement-rules';
import { getFixture } from '../races/get-fixture';
import { listFixturesOfDay } from '../races/list-fixtures';
import { listPoolResults } from '../tote/pool-report';
import { racesWithReplay } from '../video/replays';
import type { StreamProvider } from '../video/stream-provider';

/**
 * The resulted races of one India-time day with, for every market, the runners it pays on and
 * the price each closed at. Which places a market pays, and how a dead heat shares them, are
 * settlement's own rules, so this page and the settled bets cannot disagree.
 */
export async function listRaceResults(
  db: Executor,
  day: string,
  replays: { provider: StreamProvider; now: Date },
): Promise<RaceResultPrices[]> {
  const resulted = (await listFixturesOfDay(db, day)).filter((race) => race.result !== null);
  const withReplay = await racesWithReplay(
    db,
    replays.provider,
    resulted.map((race) => race.uid),
    replays.now,
  );
  const cards = await Promise.all(resulted.map((race) => getFixture(db, race.uid)));
  const pools = await listPoolResults(
    db,
    resulted.map((race) => race.uid),
  );
  return cards.flatMap((card) => {
    if (!card?.result) return [];
    const { result } = card;
    const starters = card.participants.filter((runner) => runner.isRunner).length;
    const standings = result.standings.map((standing) => ({
      participantId: standing.participant,
      place: standing.place,
    }));
    const markets = result.voided
      ? []
      : MARKET_TYPES.map((type) => {
          const paying = payingPositions(type, starters);
          const market = card.markets.find((candidate) => candidate.type === type);
          const winners = paying
            ? result.standings
                .filter((standing) => payoutShare(standing.participant, standings, paying)[0] > 0)
                .sort((a, b) => a.place - b.place || a.horseNumber - b.horseNumber)
                .map((standing) => ({
                  place: standing.place,
                  participant: standing.participant,
                  horseNumber: standing.horseNumber,
                  name: standing.name,
                  price:
                    market?.selections.find(
                      (selection) => selection.participant === standing.participant,
                    )?.price ?? null,
                  isDeadHeat:
                    result.standings.filter((other) => other.place === standing.place).length > 1,
                }))
            : [];
          return { market: type, isRunning: paying !== undefined, winners };
        });
    return [
      {
        uid: card.uid,
        startDate: card.startDate,
        venue: card.venue,
        venueName: card.venueName,
        raceNumber: card.raceNumber,
        name: card.name,
        starters,
        voided: result.voided,
        markets,
        pools: pools.get(card.uid) ?? [],
        hasReplay: withReplay.has(card.uid),
      },
    ];
  });
}
