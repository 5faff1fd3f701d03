import { z } from 'zod';
import { int32Schema } from './number-bounds';

/** One past run of a horse, as the form guide shows it. */
export const formRunSchema = z.object({
  date: z.iso.date(),
  venue: z.string(),
  venueName: z.string(),
  distance: int32Schema().positive(),
  going: z.string(),
  /** Finishing position, 1 = won. */
  position: int32Schema().positive(),
  fieldSize: int32Schema().positive(),
  jockey: z.string(),
  weight: z.number().positive(),
  /** Lengths: behind the winner when beaten, ahead of the second when it won. */
  margin: z.number().nonnegative(),
  /** Starting price, "to 1" like every price of the portal. */
  startingPrice: z.number().positive(),
  /** Our race of this run when its replay can be watched (always sent by the API), else null. */
  replay: z.uuid().nullable().optional(),
});
export type FormRun = z.infer<typeof formRunSchema>;

/** Starts and the first three places among them. */
export const formRecordSchema = z.object({
  starts: int32Schema().nonnegative(),
  wins: int32Schema().nonnegative(),
  seconds: int32Schema().nonnegative(),
  thirds: int32Schema().nonnegative(),
});
export type FormRecord = z.infer<typeof formRecordSchema>;

/** Runs within this many metres of today's distance count as "at the distance". */
export const FORM_DISTANCE_TOLERANCE_METRES = 100;

/** `GET /api/mc/participants/{uid}/form`: a runner's recent runs and its records. */
export const formGuideSchema = z.object({
  participant: z.uuid(),
  horse: z.string(),
  /** Newest first. */
  runs: z.array(formRunSchema),
  /** Days from the last run to this race's day; null without runs. */
  daysSinceLastRun: int32Schema().nonnegative().nullable(),
  records: z.object({
    /** At this race's venue. */
    course: formRecordSchema,
    /** Within FORM_DISTANCE_TOLERANCE_METRES of this race's distance. */
    distance: formRecordSchema,
    /** With today's jockey up. */
    jockey: formRecordSchema,
  }),
});
export type FormGuide = z.infer<typeof formGuideSchema>;

export const participantIdParamsSchema = z.object({ uid: z.uuid() });
