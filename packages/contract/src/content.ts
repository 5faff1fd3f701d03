import { z } from 'zod';
import { calendarDaySchema, instantInputSchema } from './india-time';

/** Home-page content: banners (carousel), tips (left column) and promotions (/promotions). */
export const BANNER_TYPES = ['VIDEO', 'IMAGE'] as const;
export const bannerTypeSchema = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof bannerTypeSchema>;

/** The carousel's autoplay interval (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 2000;

export const CONTENT_MESSAGES = {
  url: 'Enter a path starting with / or an https:// address',
  title: 'Title must be 1 to 120 characters',
  altText: 'Describe the image or video in 1 to 200 characters',
  body: 'Text may be at most 2000 characters',
  sortOrder: 'Order must be a whole number from 0 to 9999',
  window: 'Active to must be after active from',
  venueCode: 'Venue code must be 2 to 8 capital letters',
  venue: 'Venue must be 1 to 80 characters',
  country: 'Country must be a two-letter code',
  date: 'Enter the race day as YYYY-MM-DD',
  tipText: 'Tip must be 1 to 500 characters',
} as const;

const M = CONTENT_MESSAGES;

/**
 * Content addresses are ours (a path the web app serves) or https: never javascript:, data:
 * or protocol-relative (//host), which would let an edit run script or leave the site unseen.
 */
const contentUrlSchema = z
  .string()
  .trim()
  .max(500, M.url)
  .refine(
    (value) => (/^\/(?!\/)/.test(value) || /^https:\/\/[^\s/]+/.test(value)) && !/\s/.test(value),
    M.url,
  );
const optionalLinkSchema = z
  .union([contentUrlSchema, z.literal('').transform(() => null), z.null()])
  .default(null);
const titleSchema = z.string().trim().min(1, M.title).max(120, M.title);
const altTextSchema = z.string().trim().min(1, M.altText).max(200, M.altText);
const sortOrderSchema = z.int(M.sortOrder).min(0, M.sortOrder).max(9999, M.sortOrder).default(0);
const instantSchema = instantInputSchema({ offset: true }).nullable().default(null);

const windowIsOrdered = (item: { active_from: string | null; active_to: string | null }) =>
  item.active_from === null ||
  item.active_to === null ||
  Date.parse(item.active_to) > Date.parse(item.active_from);
const windowCheck = { error: M.window, path: ['active_to'] };

export const bannerBodySchema = z
  .object({
    banner_type: bannerTypeSchema,
    url: contentUrlSchema,
    title: titleSchema,
    alt_text: altTextSchema,
    link: optionalLinkSchema,
    sort_order: sortOrderSchema,
    active_from: instantSchema,
    active_to: instantSchema,
  })
  .refine(windowIsOrdered, windowCheck);
export type BannerBody = z.infer<typeof bannerBodySchema>;
export type BannerInput = z.input<typeof bannerBodySchema>;

export const bannerSchema = z.object({
  uid: z.uuid(),
  banner_type: bannerTypeSchema,
  url: z.string(),
  title: z.string(),
  alt_text: z.string(),
  link: z.string().nullable(),
  sort_order: z.int(),
  active_from: z.iso.datetime().nullable(),
  active_to: z.iso.datetime().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

export const tipBodySchema = z.object({
  venue_code: z
    .string()
    .trim()
    .regex(/^[A-Z]{2,8}$/, M.venueCode),
  venue: z.string().trim().min(1, M.venue).max(80, M.venue),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, M.country),
  link: optionalLinkSchema,
  date: calendarDaySchema(M.date),
  text: z.string().trim().min(1, M.tipText).max(500, M.tipText),
});
export type TipBody = z.infer<typeof tipBodySchema>;
export type TipInput = z.input<typeof tipBodySchema>;

export const tipSchema = z.object({
  uid: z.uuid(),
  venue_code: z.string(),
  venue: z.string(),
  country: z.string(),
  link: z.string().nullable(),
  date: z.iso.date(),
  text: z.string(),
});
export type Tip = z.infer<typeof tipSchema>;
export const tipListSchema = z.array(tipSchema);

export const promotionBodySchema = z
  .object({
    title: titleSchema,
    image_url: contentUrlSchema,
    image_alt: altTextSchema,
    link: optionalLinkSchema,
    body: z.string().trim().max(2000, M.body).default(''),
    sort_order: sortOrderSchema,
    active_from: instantSchema,
    active_to: instantSchema,
  })
  .refine(windowIsOrdered, windowCheck);
export type PromotionBody = z.infer<typeof promotionBodySchema>;
export type PromotionInput = z.input<typeof promotionBodySchema>;

export const promotionSchema = z.object({
  uid: z.uuid(),
  title: z.string(),
  image_url: z.string(),
  image_alt: z.string(),
  link: z.string().nullable(),
  body: z.string(),
  sort_order: z.int(),
  active_from: z.iso.datetime().nullable(),
  active_to: z.iso.datetime().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);

export const contentUidParamsSchema = z.object({ uid: z.uuid() });

/** Days of tips the public list shows: today (India time) and the next few. */
export const TIPS_DAYS_AHEAD = 6;
