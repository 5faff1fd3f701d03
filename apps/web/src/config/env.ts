import { REALTIME_PATH } from '@furlong/contract';
import { z } from 'zod';

const envSchema = z.object({
  MODE: z.string(),
  /** Only for pointing a dev build at another realtime server; normally derived from the page. */
  VITE_REALTIME_URL: z.url({ protocol: /^wss?$/ }).optional(),
});

export type WebEnv = z.infer<typeof envSchema>;

function parseEnv(raw: unknown): WebEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid web app environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env = parseEnv(import.meta.env);

/** The realtime socket lives on the page's own origin, over TLS whenever the page is. */
export function realtimeUrlFor(location: Pick<Location, 'origin'>): string {
  return env.VITE_REALTIME_URL ?? `${location.origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}
