import {
  indiaDayOf,
  SEARCH_HITS_PER_KIND,
  type SearchRace,
  type SearchResults,
} from '@furlong/contract';
import type { Database } from '../../db/client';
import {
  findHorses,
  findPeople,
  findVenues,
  useSearchThresholds,
  type PersonRow,
  type RaceRow,
} from './search.queries';

type Prefix = 'next_' | 'last_';

function raceOf(row: PersonRow, prefix: Prefix): SearchRace | null {
  const field = <K extends keyof RaceRow>(key: K) =>
    row[`${prefix}${key}` as keyof PersonRow] as RaceRow[K] | null;
  const uid = field('uid');
  const day = field('day');
  const startAt = field('start_at');
  if (uid === null || day === null || startAt === null) return null;
  return {
    uid,
    day,
    startDate: new Date(startAt).toISOString(),
    venue: field('venue') ?? '',
    venueName: field('venue_name') ?? '',
    raceNumber: Number(field('race_number')),
  };
}

const person = (row: PersonRow) => ({
  name: row.name,
  nextRace: raceOf(row, 'next_'),
  lastRace: raceOf(row, 'last_'),
});

/**
 * Horses, jockeys, trainers and venues whose name is like the text typed (trigram word
 * similarity, so one slip of the finger still finds it), each with where it leads.
 */
export async function searchNames(db: Database, q: string, now: Date): Promise<SearchResults> {
  const match = { text: q.trim().toLowerCase(), limit: SEARCH_HITS_PER_KIND };
  return db.transaction(async (tx) => {
    await useSearchThresholds(tx);
    const horses = await findHorses(tx, match, now);
    const jockeys = await findPeople(tx, 'jockey', match, now);
    const trainers = await findPeople(tx, 'trainer', match, now);
    const venues = await findVenues(tx, match, indiaDayOf(now));
    return {
      horses: horses.map((row) => ({
        ...person(row),
        participant: row.participant,
        lastPlace: row.last_place === null ? null : Number(row.last_place),
      })),
      jockeys: jockeys.map(person),
      trainers: trainers.map(person),
      venues: venues.map((row) => ({
        code: row.code,
        name: row.name,
        nextRaceDay: row.next_day,
        lastRaceDay: row.last_day,
      })),
    };
  });
}
