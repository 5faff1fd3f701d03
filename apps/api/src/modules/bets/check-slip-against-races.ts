import { BET_MESSAGES, DIGITAL_CHANNEL, isOpenStatus, type BetSlipLine } from '@furlong/contract';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { toHundredths } from '../races/prices';
import { holdRacesForBetting } from '../races/race-betting-lock';
import { fixtures, markets, meetings, participants, selections } from '../races/races.schema';
import { venues } from '../reference/reference.schema';
import type { BetRace } from './to-placed-bet';

export interface CheckedSlip {
  lines: CheckedLine[];
  /** The slip's races as My Bets names them, by fixture id. */
  races: Map<string, BetRace>;
}

export interface CheckedLine {
  line: BetSlipLine;
  fixtureId: string;
  selectionId: string;
  participantId: string;
  horseName: string;
  priceHundredths: number;
}

/**
 * Checks every line against the races as they are now, by the server's clock. The races'
 * betting locks are held (shared) until the bet commits, so a suspension or price change
 * (which takes them exclusively) cannot slip in between this check and the bet.
 */
export async function checkSlipAgainstRaces(tx: Transaction, lines: BetSlipLine[], now: Date): Promise<CheckedSlip> {
  const fixtureIds = [...new Set(lines.map((line) => line.sportFixture))].sort();
  await holdRacesForBetting(tx, fixtureIds);
  const races = await tx
    .select({
      id: fixtures.id,
      allowedChannels: fixtures.allowedChannels,
      status: fixtures.status,
      startAt: fixtures.startAt,
      raceName: fixtures.name,
      raceNumber: fixtures.raceNumber,
      venueName: venues.name,
    })
    .from(fixtures)
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .where(inArray(fixtures.id, fixtureIds));
  const raceById = new Map(races.map((race) => [race.id, race]));
  for (const id of fixtureIds) {
    const race = raceById.get(id);
    if (!race || !race.allowedChannels.includes(DIGITAL_CHANNEL) || !isOpenStatus(race.status) || now.getTime() >= race.startAt.getTime()) {
      throw new AppError('RACE_CLOSED', BET_MESSAGES.raceClosed, undefined, { sportFixture: id });
    }
  }

  const rows = await tx
    .select({
      selectionId: selections.id,
      priceHundredths: selections.priceHundredths,
      selectionStatus: selections.status,
      marketType: markets.type,
      marketStatus: markets.status,
      fixtureId: markets.fixtureId,
      participantId: participants.id,
      horseNumber: participants.horseNumber,
      horseName: participants.name,
      withdrawnAt: participants.withdrawnAt,
    })
    .from(selections)
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .innerJoin(participants, eq(participants.id, selections.participantId))
    .where(inArray(selections.id, lines.map((line) => line.selection)));
  const rowBySelection = new Map(rows.map((row) => [row.selectionId, row]));

  const changed: { selection: string; odds: number }[] = [];
  const checked = lines.map((line) => {
    const row = rowBySelection.get(line.selection);
    const available =
      row &&
      row.fixtureId === line.sportFixture &&
      row.marketType === line.market &&
      row.horseNumber === line.horseNo &&
      row.withdrawnAt === null &&
      row.selectionStatus === 'OPEN' &&
      row.marketStatus === 'OPEN';
    if (!row || !available) {
      throw new AppError('CONFLICT', BET_MESSAGES.selectionUnavailable, undefined, { selection: line.selection });
    }
    if (toHundredths(line.odds) !== row.priceHundredths) {
      changed.push({ selection: line.selection, odds: row.priceHundredths / 100 });
    }
    return {
      line,
      fixtureId: row.fixtureId,
      selectionId: row.selectionId,
      participantId: row.participantId,
      horseName: row.horseName,
      priceHundredths: row.priceHundredths,
    };
  });
  if (changed.length > 0) {
    const prices = checked.map((item) => ({ selection: item.selectionId, odds: item.priceHundredths / 100 }));
    throw new AppError('ODDS_CHANGED', BET_MESSAGES.oddsChanged, undefined, { prices, changed });
  }
  const names = new Map(races.map(({ id, venueName, raceName, raceNumber }) => [id, { venueName, raceName, raceNumber }]));
  return { lines: checked, races: names };
}
