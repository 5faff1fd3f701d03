import { z } from 'zod';
import { int32Schema } from './number-bounds';

/**
 * The player's notices (issue 30): a race settled for them, as the settlement toast says it
 * ("Delhi R1: you won ₹268.57") and the notifications list keeps it (the newest 50).
 * `won` is what reached the wallet (net of TDS), `refunded` what came back, in rupees; `lost`
 * counts the bets and tickets that lost.
 */
export const playerNoticeSchema = z.object({
  uid: z.uuid(),
  kind: z.literal('RACE_SETTLED'),
  createdAt: z.iso.datetime(),
  sportFixture: z.uuid().nullable(),
  venueName: z.string(),
  raceNumber: int32Schema().positive(),
  won: z.number().nonnegative(),
  refunded: z.number().nonnegative(),
  lost: int32Schema().nonnegative(),
  dismissed: z.boolean(),
});
export type PlayerNotice = z.infer<typeof playerNoticeSchema>;
export const playerNoticesSchema = z.array(playerNoticeSchema);

export const noticeParamsSchema = z.object({ uid: z.uuid() });

/** The newest notices a player keeps. */
export const PLAYER_NOTICES_KEPT = 50;
