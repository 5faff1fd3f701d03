import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { COUNTRIES, VENUES } from './reference-data';
import { countries, venues } from './reference.schema';

/** Writes the countries and venues; safe to run on every boot (renames win). */
export async function seedReference(db: Executor): Promise<void> {
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, flag: sql`excluded.flag` },
    });
  await db
    .insert(venues)
    .values(
      VENUES.map((venue) => ({ code: venue.code, name: venue.name, countryCode: venue.country })),
    )
    .onConflictDoUpdate({
      target: venues.code,
      set: { name: sql`excluded.name`, countryCode: sql`excluded.country_code` },
    });
}
