import { DIGITAL_CHANNEL } from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * How much of the typed word must match a word of the name, in trigrams ("sulatn" shares 3 of
 * its 7 with "sultan", 0.43; "sunny" 2 of 7, 0.29). pg_trgm's default, 0.6, misses one swap.
 */
const WORD_SIMILARITY = '0.4';

export interface NameMatch {
  /** The text typed, lower case, trimmed. */
  text: string;
  limit: number;
}

export interface RaceRow {
  uid: string;
  day: string;
  start_at: Date | string;
  venue: string;
  venue_name: string;
  race_number: number;
}

export type PersonRow = { name: string } & Prefixed<'next_', RaceRow> & Prefixed<'last_', RaceRow>;
export type HorseRow = PersonRow & { participant: string; last_place: number | null };
type Prefixed<P extends string, T> = { [K in keyof T as `${P}${K & string}`]: T[K] | null };

/** The thresholds hold for this transaction only (set_config's third argument). */
export async function useSearchThresholds(db: Executor): Promise<void> {
  await db.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`,
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Fewer letters than a trigram say nothing of spelling: they match the start of a name only. */
const TRIGRAM_MIN_LENGTH = 3;

/**
 * A name like the text: a word-similar part of it (<%) or the text inside it (like), both
 * answered by the column's gin_trgm_ops index; two letters, the start of the name (b-tree).
 */
const matches = (column: SQL, text: string) =>
  text.length < TRIGRAM_MIN_LENGTH
    ? sql`lower(${column}) like ${`${escapeLike(text)}%`}`
    : sql`(${text} <% lower(${column}) or lower(${column}) like ${`%${escapeLike(text)}%`})`;

/** Whole-name, then start-of-name, then closest spelling first. */
const rank = (column: SQL, text: string) =>
  sql`(lower(${column}) = ${text}) desc, (lower(${column}) like ${`${escapeLike(text)}%`}) desc, word_similarity(${text}, lower(${column})) desc`;

const raceColumns = (prefix: string) =>
  sql.raw(
    ['uid', 'day', 'start_at', 'venue', 'venue_name', 'race_number']
      .map((column) => `${prefix}.${column} as ${prefix}_${column}`)
      .join(', '),
  );

/** The column a runner row is found by: a fixed name, never the caller's text. */
type RunnerColumn = 'name' | 'jockey' | 'trainer';

/**
 * For each of the best-matching names in one column of the runners: its next declared race
 * (from `now`, not scratched) and its latest race with a result, on the digital channel.
 */
function runnersByName(column: RunnerColumn, { text, limit }: NameMatch, now: Date) {
  const field = sql.raw(`p.${column}`);
  // A scratched runner did not run: it leads to no race, but its card still has its form.
  const runs = (ran: boolean) => sql`
    select p.id as participant, f.id as uid, m.day::text as day, f.start_at, v.code as venue,
      v.name as venue_name, f.race_number
    from participants p
    join fixtures f on f.id = p.fixture_id
    join meetings m on m.id = f.meeting_id
    join venues v on v.code = m.venue_code
    where lower(${field}) = found.key and ${DIGITAL_CHANNEL} = any(f.allowed_channels)
      ${ran ? sql`and p.scratched_at is null` : sql``}`;
  return sql`
    with found as (
      select lower(${field}) as key, min(${field}) as name
      from participants p
      join fixtures f on f.id = p.fixture_id
      where ${matches(field, text)} and ${DIGITAL_CHANNEL} = any(f.allowed_channels)
      group by lower(${field})
      order by ${rank(sql.raw('min(p.' + column + ')'), text)}, 1
      limit ${limit}
    )
    select found.name, ${raceColumns('next')}, ${raceColumns('last')},
      coalesce(next.participant, latest.participant) as participant,
      (select r.place from fixture_results r
        where r.participant_id = last.participant and r.fixture_id = last.uid) as last_place
    from found
    left join lateral (${runs(true)}
      and f.start_at >= ${now.toISOString()}::timestamptz and f.status in ('NEW', 'PUBLISHED', 'SUSPENDED')
      order by f.start_at limit 1) next on true
    left join lateral (${runs(true)}
      and f.status in ('RESULT', 'PAID', 'COMPLETE') and not f.result_voided
      order by f.start_at desc limit 1) last on true
    left join lateral (${runs(false)} order by f.start_at desc limit 1) latest on true
    order by ${rank(sql`found.name`, text)}, found.key`;
}

export const findHorses = (db: Executor, match: NameMatch, now: Date) =>
  queryRows<HorseRow>(db, runnersByName('name', match, now));

export const findPeople = (
  db: Executor,
  column: 'jockey' | 'trainer',
  match: NameMatch,
  now: Date,
) => queryRows<PersonRow>(db, runnersByName(column, match, now));

export interface VenueRow {
  code: string;
  name: string;
  next_day: string | null;
  last_day: string | null;
}

/** Venues by name (or exact code), with their next and latest race days around `today`. */
export function findVenues(db: Executor, { text, limit }: NameMatch, today: string) {
  const name = sql.raw('v.name');
  const days = sql`from meetings m where m.venue_code = v.code and exists (
      select 1 from fixtures f where f.meeting_id = m.id
        and ${DIGITAL_CHANNEL} = any(f.allowed_channels))`;
  return queryRows<VenueRow>(
    db,
    sql`select v.code, v.name,
        (select min(m.day)::text ${days} and m.day >= ${today}::date) as next_day,
        (select max(m.day)::text ${days} and m.day < ${today}::date) as last_day
      from venues v
      where ${matches(name, text)} or lower(v.code) = ${text}
      order by (lower(v.code) = ${text}) desc, ${rank(name, text)}, v.name
      limit ${limit}`,
  );
}
