import { MARKET_TYPES, type MarketType } from '@furlong/contract';
import { AppError } from '../../app-error';
import { announceFixtureChange } from './announce-fixture-change';
import { toHundredths } from './prices';
import type { RaceDeps } from './race-deps';
import { insertFormRuns, type FormRunInput } from './insert-form-runs';
import { fixtures, markets, meetings, participants, selections } from './races.schema';

export interface RunnerInput {
  horseNumber: number;
  name: string;
  cageNumber?: number | null;
  jerseyUrl?: string | null;
  lastRuns?: string[];
  weightKg?: number | null;
  jockey?: string | null;
  trainer?: string | null;
  prices: Record<MarketType, number>;
  /** Recent runs from the form feed, newest first. */
  form?: FormRunInput[];
}

export interface RaceInput {
  venueCode: string;
  /** India-time day of the meeting. */
  day: string;
  raceNumber: number;
  startAt: Date;
  distanceMetres: number;
  name: string;
  label?: string | null;
  tips?: string | null;
  message?: string | null;
  externalId?: string | null;
  videoUrl?: string | null;
  videoCode?: string | null;
  allowedChannels?: string[];
  runners: RunnerInput[];
}

/** Adds a race (status NEW) with its runners and the four markets, creating the meeting if new. */
export async function createRace(deps: RaceDeps, input: RaceInput): Promise<{ id: string }> {
  const numbers = new Set(input.runners.map((runner) => runner.horseNumber));
  if (input.runners.length === 0 || numbers.size !== input.runners.length) {
    throw new AppError('VALIDATION_FAILED', 'A race needs runners with distinct horse numbers');
  }
  const created = await deps.db.transaction(async (tx) => {
    const [meeting] = await tx
      .insert(meetings)
      .values({ venueCode: input.venueCode, day: input.day })
      .onConflictDoUpdate({
        target: [meetings.venueCode, meetings.day],
        set: { venueCode: input.venueCode },
      })
      .returning({ id: meetings.id });
    const [fixture] = await tx
      .insert(fixtures)
      .values({
        meetingId: (meeting as { id: string }).id,
        raceNumber: input.raceNumber,
        startAt: input.startAt,
        distanceMetres: input.distanceMetres,
        name: input.name,
        label: input.label ?? null,
        tips: input.tips ?? null,
        message: input.message ?? null,
        externalId: input.externalId ?? null,
        videoUrl: input.videoUrl ?? null,
        videoCode: input.videoCode ?? null,
        ...(input.allowedChannels ? { allowedChannels: input.allowedChannels } : {}),
      })
      .returning();
    const fixtureRow = fixture as typeof fixtures.$inferSelect;
    const runners = await tx
      .insert(participants)
      .values(
        input.runners.map((runner) => ({
          fixtureId: fixtureRow.id,
          horseNumber: runner.horseNumber,
          name: runner.name,
          cageNumber: runner.cageNumber ?? null,
          jerseyUrl: runner.jerseyUrl ?? null,
          lastRuns: runner.lastRuns ?? [],
          weightKg: runner.weightKg ?? null,
          jockey: runner.jockey ?? null,
          trainer: runner.trainer ?? null,
        })),
      )
      .returning({ id: participants.id, horseNumber: participants.horseNumber });
    await insertFormRuns(tx, input.runners, runners);
    const raceMarkets = await tx
      .insert(markets)
      .values(MARKET_TYPES.map((type) => ({ fixtureId: fixtureRow.id, type })))
      .returning({ id: markets.id, type: markets.type });
    const runnerByNumber = new Map(input.runners.map((runner) => [runner.horseNumber, runner]));
    await tx.insert(selections).values(
      raceMarkets.flatMap((market) =>
        runners.map((runner) => {
          const price =
            runnerByNumber.get(runner.horseNumber)?.prices[market.type as MarketType] ?? 0;
          if (!(price > 0))
            throw new AppError(
              'VALIDATION_FAILED',
              `Horse ${runner.horseNumber} needs a ${market.type} price`,
            );
          return {
            marketId: market.id,
            participantId: runner.id,
            priceHundredths: toHundredths(price),
          };
        }),
      ),
    );
    return fixtureRow;
  });
  await announceFixtureChange(deps.hub, created);
  return { id: created.id };
}
