import { z } from 'zod';

/**
 * The first screen from the server (decision 086): the page's HTML carries the answers of the
 * reads its first screen makes, keyed by their exact API path, in a JSON data block with this
 * id. The client takes each answer once, through the same schema as a fetched one, instead of
 * asking again.
 */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';

export const firstScreenApiPaths = {
  raceDay: (day: string) => `/api/mc/sport-fixture?active=true&date=${day}`,
  /** With the version an event announced, the URL is immutable: a CDN answers the reload storm. */
  raceCard: (fixtureUid: string, version?: number) =>
    `/api/mc/sport-fixture/cached/${encodeURIComponent(fixtureUid)}${version === undefined ? '' : `?v=${version}`}`,
  reference: '/api/mc/reference',
  banners: '/api/content/banners',
} as const;

export const firstScreenAnswersSchema = z.object({
  /** API path → the JSON body the API answered with 200. */
  answers: z.record(z.string().startsWith('/api/'), z.unknown()),
});
export type FirstScreenAnswers = z.infer<typeof firstScreenAnswersSchema>;
