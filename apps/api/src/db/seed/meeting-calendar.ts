import { indiaDayBounds, indiaInstant } from '@furlong/contract';
import { VENUES } from '../../modules/reference/reference-data';
import { createSeededRandom } from './seeded-random';
import { zonedInstant } from './zoned-time';

/** One venue's race day, decided before anything is written. */
export interface MeetingPlan {
  venueCode: string;
  countryCode: string;
  /** India-time day; every race of the meeting starts on it. */
  day: string;
  /** Race n starts at startTimes[n - 1]. */
  startTimes: Date[];
  videoCode: string | null;
}

const MINUTE_MS = 60_000;
const venuesOf = (country: string) =>
  VENUES.filter((venue) => venue.country === country).map((venue) => venue.code);
const INDIAN_VENUES = venuesOf('IN');

/** Indian meetings on one afternoon are staggered so their races do not all go off together. */
const INDIAN_FIRST_RACES = ['13:30', '13:45', '14:00', '12:45'];

/**
 * Overseas meetings keep their local early-afternoon post times (converted to IST per day);
 * early enough that a European winter card still ends before midnight in India.
 */
const OVERSEAS = [
  { country: 'GB', timeZone: 'Europe/London', firstRace: '12:40' },
  { country: 'FR', timeZone: 'Europe/Paris', firstRace: '12:50' },
  { country: 'ZA', timeZone: 'Africa/Johannesburg', firstRace: '12:30' },
  { country: 'IE', timeZone: 'Europe/Dublin', firstRace: '12:35' },
  { country: 'AU', timeZone: 'Australia/Sydney', firstRace: '12:15' },
] as const;

/** Picture feeds by venue or country; the rest (Mysuru, Chennai, ...) are not televised. */
const VIDEO_CODES: Record<string, string> = {
  BLR: 'btc-live',
  MUM: 'rwitc-live',
  PUN: 'rwitc-live',
  HYD: 'htc-live',
  CAL: 'rctc-live',
  GB: 'uk-racing-tv',
  IE: 'uk-racing-tv',
  FR: 'equidia-live',
  ZA: 'tellytrack',
  AU: 'sky-racing-world',
};

export const videoCodeOf = (venueCode: string, countryCode: string): string | null =>
  VIDEO_CODES[venueCode] ?? (countryCode === 'IN' ? null : (VIDEO_CODES[countryCode] ?? null));

/** Start times every `spacingMinutes` from the first, for a seeded number of races. */
export function spaceRaces(first: Date, count: number, spacingMinutes: number): Date[] {
  return Array.from(
    { length: count },
    (_, index) => new Date(first.getTime() + index * spacingMinutes * MINUTE_MS),
  );
}

function planMeeting(
  day: string,
  venueCode: string,
  countryCode: string,
  firstRace: Date,
): MeetingPlan {
  const random = createSeededRandom(`meeting:${day}:${venueCode}`);
  const dayEnd = indiaDayBounds(day).end.getTime();
  // A race after midnight IST would list under the next day: the card stops before it.
  const startTimes = spaceRaces(firstRace, random.int(6, 10), random.pick([30, 35])).filter(
    (startAt) => startAt.getTime() < dayEnd,
  );
  return {
    venueCode,
    countryCode,
    day,
    startTimes,
    videoCode: videoCodeOf(venueCode, countryCode),
  };
}

/**
 * The demo calendar of one India-time day: 2 to 4 Indian meetings rotating through the
 * centres, and 1 or 2 overseas meetings rotating through the countries. Pure: the same day
 * always gives the same plan.
 */
export function planDay(day: string): MeetingPlan[] {
  const random = createSeededRandom(`calendar:${day}`);
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / (24 * 60 * MINUTE_MS));
  const plans: MeetingPlan[] = [];

  const indianCount = random.int(2, 4);
  for (let slot = 0; slot < indianCount; slot += 1) {
    // Stepping by 4 through 9 centres (coprime) visits every centre over a few days.
    const venueCode = INDIAN_VENUES[(dayNumber * 4 + slot) % INDIAN_VENUES.length] as string;
    plans.push(
      planMeeting(day, venueCode, 'IN', indiaInstant(day, INDIAN_FIRST_RACES[slot] as string)),
    );
  }

  const overseasCount = random.int(1, 2);
  for (let slot = 0; slot < overseasCount; slot += 1) {
    const overseas = OVERSEAS[
      (dayNumber + slot * 2) % OVERSEAS.length
    ] as (typeof OVERSEAS)[number];
    const venues = venuesOf(overseas.country);
    const venueCode = venues[dayNumber % venues.length] as string;
    const firstRace = zonedInstant(day, overseas.firstRace, overseas.timeZone);
    plans.push(planMeeting(day, venueCode, overseas.country, firstRace));
  }
  return plans;
}
