import { z } from 'zod';

/** What a player can follow from the race card or a runner's form. */
export const FOLLOW_KINDS = ['HORSE', 'JOCKEY', 'TRAINER'] as const;
export const followKindSchema = z.enum(FOLLOW_KINDS);
export type FollowKind = z.infer<typeof followKindSchema>;
export const FOLLOW_KIND_NAMES: Record<FollowKind, string> = {
  HORSE: 'Horse',
  JOCKEY: 'Jockey',
  TRAINER: 'Trainer',
};

/** A follow list longer than this stops being read; the 101st follow is refused. */
export const MAX_FOLLOWS = 100;
export const FOLLOW_MESSAGES = {
  name: 'Please enter a name of 1 to 80 characters',
  tooMany: `You can follow up to ${MAX_FOLLOWS} horses, jockeys and trainers. Unfollow one to add another.`,
} as const;

export const followNameSchema = z
  .string()
  .trim()
  .min(1, FOLLOW_MESSAGES.name)
  .max(80, FOLLOW_MESSAGES.name);

/** `POST /api/customer/self/follows`: follow a horse, jockey or trainer by its card name. */
export const followBodySchema = z.object({ kind: followKindSchema, name: followNameSchema });
export type FollowBody = z.infer<typeof followBodySchema>;

/** `DELETE /api/customer/self/follows/{kind}/{name}` */
export const followParamsSchema = followBodySchema;

export const followSchema = z.object({
  kind: followKindSchema,
  name: z.string(),
  since: z.iso.datetime({ offset: true }),
});
export type Follow = z.infer<typeof followSchema>;

/** `GET /api/customer/self/follows`: the list, newest first, and whether notices go by email too. */
export const followListSchema = z.object({
  follows: z.array(followSchema),
  emailNotices: z.boolean(),
});
export type FollowList = z.infer<typeof followListSchema>;

/** `PUT /api/customer/self/follows/settings` */
export const followSettingsBodySchema = z.object({ emailNotices: z.boolean() });

/** When a player hears about a runner they follow. */
export const FOLLOW_MOMENTS = ['DECLARED', 'STARTING_SOON', 'RESULT'] as const;
export const followMomentSchema = z.enum(FOLLOW_MOMENTS);
/** "30 minutes before its race". */
export const STARTING_SOON_MINUTES = 30;

export const followNoticeSchema = z.object({
  uid: z.uuid(),
  moment: followMomentSchema,
  fixture: z.uuid(),
  /** The India-time day of the race: with `fixture`, the race page's address. */
  raceDay: z.iso.date(),
  message: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type FollowNotice = z.infer<typeof followNoticeSchema>;

/** `GET /api/customer/self/follows/notices`: the latest notices, newest first. */
export const followNoticesSchema = z.array(followNoticeSchema);
