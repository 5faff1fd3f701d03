import { z } from 'zod';
import { int32Schema } from './number-bounds';
import { calendarDaySchema, instantInputSchema } from './india-time';

/** Home-page content: banners (carousel), tips (left column) and promotions (/promotions). */
export const BANNER_TYPES = ['VIDEO', 'IMAGE'] as const;
export const bannerTypeSchema = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof bannerTypeSchema>;

/** The carousel's autoplay interval (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 2000;

export const CONTENT_MESSAGES = {
  url: 'Enter a path starting with / or an https:// address',
  link: 'Link to a page of this site (a path starting with /) or an https:// address on the allowed list',
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
    // A backslash is a slash to a browser: `/\host` would load from another host.
    (value) =>
      (/^\/(?!\/)/.test(value) || /^https:\/\/[^\s/]+/.test(value)) && !/[\s\\]/.test(value),
    M.url,
  );

/** Where content links may lead (decision 048): the site's origin and the allowed hosts. */
export interface ContentLinkPolicy {
  /** PUBLIC_URL's origin, e.g. https://furlong.in. */
  siteOrigin: string;
  /** Hostnames an https link may go to (CONTENT_LINK_HOSTS); empty, none. */
  allowedHosts: readonly string[];
}

/** A content link as it is followed: a path of this site, or an https address elsewhere. */
export type ContentLinkTarget =
  { isOnSite: true; path: string } | { isOnSite: false; href: string; hostname: string };

/** The WHATWG URL that browsers and Node share (the contract is typed without either). */
interface ParsedUrl {
  origin: string;
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
}
const WhatwgUrl = (
  globalThis as unknown as {
    URL: {
      new (url: string, base: string): ParsedUrl;
      canParse(url: string, base: string): boolean;
    };
  }
).URL;

/**
 * What a content link really opens, read as a browser reads it: `new URL(link, site)`. A path
 * must stay on the site (browsers read `/\host` and `//host` as another host); anything else
 * must be https without credentials. Undefined: not a link to follow (javascript:, data:,
 * http:, a relative path, spaces or control characters).
 */
export function contentLinkTarget(link: string, siteOrigin: string): ContentLinkTarget | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(link) || !WhatwgUrl.canParse(link, siteOrigin))
    return undefined;
  const url = new WhatwgUrl(link, siteOrigin);
  if (url.origin === new WhatwgUrl(siteOrigin, siteOrigin).origin)
    return { isOnSite: true, path: `${url.pathname}${url.search}${url.hash}` };
  if (link.startsWith('/') || url.protocol !== 'https:' || url.username || url.password)
    return undefined;
  return { isOnSite: false, href: url.href, hostname: url.hostname };
}

/** A link the site accepts: one of its own pages, or https to an allowed host. */
export function isContentLinkAllowed(link: string, policy: ContentLinkPolicy): boolean {
  const target = contentLinkTarget(link, policy.siteOrigin);
  if (!target) return false;
  if (target.isOnSite) return link.startsWith('/') || /^https?:\/\//i.test(link);
  return policy.allowedHosts.includes(target.hostname);
}

const optionalLinkSchema = (policy: ContentLinkPolicy) =>
  z
    .union([
      z
        .string()
        .trim()
        .max(500, M.link)
        .refine((link) => isContentLinkAllowed(link, policy), M.link),
      z.literal('').transform(() => null),
      z.null(),
    ])
    .default(null);
const titleSchema = z.string().trim().min(1, M.title).max(120, M.title);
const altTextSchema = z.string().trim().min(1, M.altText).max(200, M.altText);
const sortOrderSchema = int32Schema(M.sortOrder)
  .min(0, M.sortOrder)
  .max(9999, M.sortOrder)
  .default(0);
const instantSchema = instantInputSchema({ offset: true }).nullable().default(null);

const windowIsOrdered = (item: { active_from: string | null; active_to: string | null }) =>
  item.active_from === null ||
  item.active_to === null ||
  Date.parse(item.active_to) > Date.parse(item.active_from);
const windowCheck = { error: M.window, path: ['active_to'] };

/** A banner's body; its link is checked against the site's link policy. */
export const bannerBodySchemaFor = (policy: ContentLinkPolicy) =>
  z
    .object({
      banner_type: bannerTypeSchema,
      url: contentUrlSchema,
      title: titleSchema,
      alt_text: altTextSchema,
      link: optionalLinkSchema(policy),
      sort_order: sortOrderSchema,
      active_from: instantSchema,
      active_to: instantSchema,
    })
    .refine(windowIsOrdered, windowCheck);
export type BannerBody = z.infer<ReturnType<typeof bannerBodySchemaFor>>;
export type BannerInput = z.input<ReturnType<typeof bannerBodySchemaFor>>;

export const bannerSchema = z.object({
  uid: z.uuid(),
  banner_type: bannerTypeSchema,
  url: z.string(),
  title: z.string(),
  alt_text: z.string(),
  link: z.string().nullable(),
  sort_order: int32Schema(),
  active_from: z.iso.datetime().nullable(),
  active_to: z.iso.datetime().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

/** A tip's body; its link is checked against the site's link policy. */
export const tipBodySchemaFor = (policy: ContentLinkPolicy) =>
  z.object({
    venue_code: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,8}$/, M.venueCode),
    venue: z.string().trim().min(1, M.venue).max(80, M.venue),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, M.country),
    link: optionalLinkSchema(policy),
    date: calendarDaySchema(M.date),
    text: z.string().trim().min(1, M.tipText).max(500, M.tipText),
  });
export type TipBody = z.infer<ReturnType<typeof tipBodySchemaFor>>;
export type TipInput = z.input<ReturnType<typeof tipBodySchemaFor>>;

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

/** A promotion's body; its link is checked against the site's link policy. */
export const promotionBodySchemaFor = (policy: ContentLinkPolicy) =>
  z
    .object({
      title: titleSchema,
      image_url: contentUrlSchema,
      image_alt: altTextSchema,
      link: optionalLinkSchema(policy),
      body: z.string().trim().max(2000, M.body).default(''),
      sort_order: sortOrderSchema,
      active_from: instantSchema,
      active_to: instantSchema,
    })
    .refine(windowIsOrdered, windowCheck);
export type PromotionBody = z.infer<ReturnType<typeof promotionBodySchemaFor>>;
export type PromotionInput = z.input<ReturnType<typeof promotionBodySchemaFor>>;

export const promotionSchema = z.object({
  uid: z.uuid(),
  title: z.string(),
  image_url: z.string(),
  image_alt: z.string(),
  link: z.string().nullable(),
  body: z.string(),
  sort_order: int32Schema(),
  active_from: z.iso.datetime().nullable(),
  active_to: z.iso.datetime().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);

export const contentUidParamsSchema = z.object({ uid: z.uuid() });

/** Days of tips the public list shows: today (India time) and the next few. */
export const TIPS_DAYS_AHEAD = 6;
