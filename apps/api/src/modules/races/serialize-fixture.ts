import type {
  Fixture,
  FixtureStatus,
  FixtureSummary,
  MarketStatus,
  MarketType,
  Participant,
} from '@furlong/contract';
import type {
  FixtureHeadRow,
  findMarketsWithSelections,
  findParticipants,
  findResults,
} from './races.queries';
import { fromHundredths } from './prices';

type ParticipantRow = Awaited<ReturnType<typeof findParticipants>>[number];
type ResultRow = Awaited<ReturnType<typeof findResults>>[number];
type MarketRow = Awaited<ReturnType<typeof findMarketsWithSelections>>[number];

/** A race in the spec's field names, without runners and markets (lists). */
export function toFixtureSummary(
  head: FixtureHeadRow,
  runners: ParticipantRow[],
  results: ResultRow[],
): FixtureSummary {
  const { fixture } = head;
  const scratched = runners.filter((runner) => runner.scratchedAt !== null);
  const hasResult = fixture.resultVoided || results.length > 0;
  return {
    uid: fixture.id,
    startDate: fixture.startAt.toISOString(),
    venue: head.venueCode,
    venueName: head.venueName,
    country: head.country,
    raceNumber: fixture.raceNumber,
    distance: fixture.distanceMetres,
    sport: 'HORSE_RACING',
    name: fixture.name,
    label: fixture.label,
    result: hasResult
      ? {
          standings: results.map((row) => ({
            place: row.place,
            participant: row.participant,
            horseNumber: row.horseNumber,
            name: row.name,
          })),
          voided: fixture.resultVoided,
          state: fixture.resultState ?? (fixture.resultVoided ? 'OFFICIAL' : 'PROVISIONAL'),
        }
      : null,
    withdrawals: scratched.map((runner) => ({
      participant: runner.id,
      horseNumber: runner.horseNumber,
      name: runner.name,
      price:
        runner.scratchedPriceHundredths === null
          ? null
          : fromHundredths(runner.scratchedPriceHundredths),
      withdrawnAt: (runner.scratchedAt as Date).toISOString(),
    })),
    noOfHorses: runners.length,
    nonRunners: scratched.length,
    status: fixture.status as FixtureStatus,
    externalId: fixture.externalId,
    videoUrl: fixture.videoUrl,
    videoCode: fixture.videoCode,
    tips: fixture.tips,
    message: fixture.message,
    allowedChannels: fixture.allowedChannels,
    feedSource: fixture.feedSource,
    bestOfTote: fixture.bestOfTote,
    version: fixture.version,
  };
}

/** A whole race card: the summary plus runners with their prices and the markets. */
export function toFixture(
  head: FixtureHeadRow,
  runners: ParticipantRow[],
  results: ResultRow[],
  marketRows: MarketRow[],
): Fixture {
  const oddsByRunner = new Map<string, Participant['odds']>();
  const marketsById = new Map<string, Fixture['markets'][number]>();
  const numberById = new Map(runners.map((runner) => [runner.id, runner.horseNumber]));
  for (const row of marketRows) {
    const price = fromHundredths(row.priceHundredths);
    // A suspended market suspends each of its prices (a runner may be suspended on its own).
    const status = (
      row.marketStatus === 'SUSPENDED' ? row.marketStatus : row.selectionStatus
    ) as MarketStatus;
    const odds = oddsByRunner.get(row.participantId) ?? [];
    odds.push({ market: row.type as MarketType, selection: row.selectionId, price, status });
    oddsByRunner.set(row.participantId, odds);
    const market = marketsById.get(row.marketId) ?? {
      uid: row.marketId,
      type: row.type as MarketType,
      status: row.marketStatus as MarketStatus,
      selections: [],
    };
    market.selections.push({
      uid: row.selectionId,
      participant: row.participantId,
      horseNumber: numberById.get(row.participantId) ?? 0,
      price,
      status,
    });
    marketsById.set(row.marketId, market);
  }
  const marketOrder = ['WIN', 'PLACE', 'SHP', 'THP'];
  return {
    ...toFixtureSummary(head, runners, results),
    participants: runners.map((runner) => ({
      uid: runner.id,
      name: runner.name,
      horseNumber: runner.horseNumber,
      cageNumber: runner.cageNumber,
      jerseyUrl: runner.jerseyUrl,
      isRunner: runner.scratchedAt === null,
      lastRuns: runner.lastRuns,
      weight: runner.weightKg,
      jockey: runner.jockey,
      trainer: runner.trainer,
      odds: (oddsByRunner.get(runner.id) ?? []).sort(
        (a, b) => marketOrder.indexOf(a.market) - marketOrder.indexOf(b.market),
      ),
    })),
    markets: [...marketsById.values()]
      .sort((a, b) => marketOrder.indexOf(a.type) - marketOrder.indexOf(b.type))
      .map((market) => ({
        ...market,
        selections: market.selections.sort((a, b) => a.horseNumber - b.horseNumber),
      })),
  };
}
