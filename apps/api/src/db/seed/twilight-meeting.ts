import { indiaDayBounds, indiaDayOf } from '@furlong/contract';
import type { RaceDeps } from '../../modules/races/race-deps';
import { VENUES } from '../../modules/reference/reference-data';
import { planDay, spaceRaces, videoCodeOf, type MeetingPlan } from './meeting-calendar';
import { seedMeeting } from './seed-meeting';
import { findLatestOpenStart, findMeetingVenues } from './seed.queries';
import { createSeededRandom } from './seeded-random';

const MINUTE_MS = 60_000;
/** The demo wants a race still open at least this far ahead, whatever the hour. */
const OPEN_RACE_LEAD_MS = 30 * MINUTE_MS;
const FIRST_RACE_LEAD_MS = 20 * MINUTE_MS;
const LAST_RACE_BEFORE_MIDNIGHT_MS = 5 * MINUTE_MS;
const SHORTEST_CARD_MS = 25 * MINUTE_MS;
/** Floodlit South African racing first: Greyville really races at night. */
const TWILIGHT_VENUES = ['GRV', 'KEN', 'TUR', 'CUR', 'LEO', 'GAL', 'SCL', 'DEA', 'YRK', 'GWD'];

/**
 * Late in the India evening the day's cards have all gone off. So the demo always has a
 * race to bet on today, add a short evening meeting whose races start from a few minutes
 * from now until just before midnight. Does nothing while a later race is still open,
 * or when too little of the day is left (the next day's cards are upcoming by then).
 */
export async function addTwilightMeetingIfNeeded(deps: RaceDeps): Promise<MeetingPlan | null> {
  const now = deps.clock.now();
  const day = indiaDayOf(now);
  const dayEnd = indiaDayBounds(day).end.getTime();
  const latest = await findLatestOpenStart(deps.db, now, new Date(dayEnd));
  if (latest && latest.getTime() >= now.getTime() + OPEN_RACE_LEAD_MS) return null;

  const first = Math.ceil((now.getTime() + FIRST_RACE_LEAD_MS) / (5 * MINUTE_MS)) * 5 * MINUTE_MS;
  const available = dayEnd - LAST_RACE_BEFORE_MIDNIGHT_MS - first;
  if (available < SHORTEST_CARD_MS) return null;

  const taken = await findMeetingVenues(deps.db, day);
  for (const plan of planDay(day)) taken.add(plan.venueCode);
  const venue = VENUES.find(
    (candidate) => TWILIGHT_VENUES.includes(candidate.code) && !taken.has(candidate.code),
  );
  if (!venue) return null;

  const random = createSeededRandom(`twilight:${day}:${venue.code}`);
  const availableMinutes = Math.floor(available / MINUTE_MS);
  const wanted = random.int(6, 8);
  const spacing = Math.max(5, Math.min(15, Math.floor(availableMinutes / (wanted - 1))));
  const count = Math.min(wanted, Math.floor(availableMinutes / spacing) + 1);
  const plan: MeetingPlan = {
    venueCode: venue.code,
    countryCode: venue.country,
    day,
    startTimes: spaceRaces(new Date(first), count, spacing),
    videoCode: videoCodeOf(venue.code, venue.country),
  };
  await seedMeeting(deps, plan, now);
  return plan;
}
