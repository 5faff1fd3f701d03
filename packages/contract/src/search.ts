import { z } from 'zod';
import { int32Schema } from './number-bounds';

/** `GET /api/mc/search?q=`: horses, jockeys, trainers and venues by name, misspelt or not. */
export const SEARCH_PATH = '/api/mc/search';

/** Fewer letters match almost every name; more are not a name. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 40;
/** Names answered per kind, best match first. */
export const SEARCH_HITS_PER_KIND = 6;

export const SEARCH_MESSAGES = {
  tooShort: `Please type at least ${SEARCH_MIN_LENGTH} letters of a name.`,
  tooLong: `Please type at most ${SEARCH_MAX_LENGTH} characters.`,
} as const;

export const searchQuerySchema = z.object({
  q: z
    .string(SEARCH_MESSAGES.tooShort)
    .trim()
    .min(SEARCH_MIN_LENGTH, SEARCH_MESSAGES.tooShort)
    .max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A race a search result leads to: its card (`uid`, `day`) or its day's results. */
export const searchRaceSchema = z.object({
  uid: z.uuid(),
  /** The India-time race day. */
  day: z.iso.date(),
  startDate: z.iso.datetime(),
  venue: z.string(),
  venueName: z.string(),
  raceNumber: int32Schema().positive(),
});
export type SearchRace = z.infer<typeof searchRaceSchema>;

export const horseHitSchema = z.object({
  name: z.string(),
  /** The runner whose form guide to open: its next race's, else its latest. */
  participant: z.uuid(),
  /** The next race it is declared for (not scratched); null when none is on the card. */
  nextRace: searchRaceSchema.nullable(),
  /** The latest race it ran in that has a result. */
  lastRace: searchRaceSchema.nullable(),
  /** Its place in lastRace (1 to 3), null when unplaced or without one. */
  lastPlace: int32Schema().min(1).max(3).nullable(),
});
export type HorseHit = z.infer<typeof horseHitSchema>;

/** A jockey or trainer: their next ride or runner, and the latest race of theirs with a result. */
export const personHitSchema = z.object({
  name: z.string(),
  nextRace: searchRaceSchema.nullable(),
  lastRace: searchRaceSchema.nullable(),
});
export type PersonHit = z.infer<typeof personHitSchema>;

export const venueHitSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The next India-time day with races there (today included); null when none is on the card. */
  nextRaceDay: z.iso.date().nullable(),
  /** The latest earlier day with races there. */
  lastRaceDay: z.iso.date().nullable(),
});
export type VenueHit = z.infer<typeof venueHitSchema>;

export const searchResultsSchema = z.object({
  horses: z.array(horseHitSchema),
  jockeys: z.array(personHitSchema),
  trainers: z.array(personHitSchema),
  venues: z.array(venueHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
