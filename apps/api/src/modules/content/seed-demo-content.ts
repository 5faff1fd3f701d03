import { addDays, type BannerBody, type PromotionBody, type TipBody } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { planDay } from '../../db/seed/meeting-calendar';
import { VENUES } from '../reference/reference-data';
import { banners, promotions, tips } from './content.schema';

/** The files sit in apps/web/public/content and ship with the web app. */
const DEMO_BANNERS: (BannerBody & { key: string })[] = [
  {
    key: 'demo-banner-race-day',
    banner_type: 'VIDEO',
    url: '/content/banner-race-day.mp4',
    title: 'Race day at Furlong',
    alt_text: 'Race day at Furlong: live odds on every race',
    link: null,
    sort_order: 10,
    active_from: null,
    active_to: null,
  },
  {
    key: 'demo-banner-instant-withdrawal',
    banner_type: 'IMAGE',
    url: '/content/banner-instant-withdrawal.svg',
    title: 'Instant withdrawal is back',
    alt_text: 'Instant withdrawal is back: winnings to your bank in up to 30 minutes',
    link: '/myaccount/withdraw',
    sort_order: 20,
    active_from: null,
    active_to: null,
  },
  {
    key: 'demo-banner-tax-rule',
    banner_type: 'IMAGE',
    url: '/content/banner-tax-rule.svg',
    title: 'New TDS rule',
    alt_text: 'From 1 April 2025, no TDS unless one transaction wins more than Rs 10,000',
    link: null,
    sort_order: 30,
    active_from: null,
    active_to: null,
  },
  {
    key: 'demo-banner-international',
    banner_type: 'IMAGE',
    url: '/content/banner-international.svg',
    title: 'International racing',
    alt_text: 'Racing from the UK, Ireland, France, South Africa and Australia',
    link: null,
    sort_order: 40,
    active_from: null,
    active_to: null,
  },
];

const DEMO_PROMOTIONS: (PromotionBody & { key: string })[] = [
  {
    key: 'demo-promotion-welcome',
    title: 'Welcome to Furlong',
    image_url: '/content/promo-welcome.svg',
    image_alt: 'Welcome to Furlong: fixed odds on races from India and around the world',
    link: '/',
    body: "Fixed odds on every race of the day, from India's race clubs and overseas meetings. Sign up in a minute; you must be 21 or over.",
    sort_order: 10,
    active_from: null,
    active_to: null,
  },
  {
    key: 'demo-promotion-instant-withdrawal',
    title: 'Instant withdrawal is back',
    image_url: '/content/promo-instant-withdrawal.svg',
    image_alt: 'Instant withdrawal: winnings to your account in up to 30 minutes',
    link: '/myaccount/withdraw',
    body: 'Withdraw your winnings instantly: the money usually arrives within 30 minutes, and a bank transfer within 24 hours.',
    sort_order: 20,
    active_from: null,
    active_to: null,
  },
  {
    key: 'demo-promotion-bonus',
    title: 'The bonus scheme',
    image_url: '/content/promo-bonus.svg',
    image_alt: 'The bonus scheme: part of the TDS deducted came back as bonus',
    link: '/promotions/bonus',
    body: 'How the bonus wallet worked until it was deactivated on 1 April 2025.',
    sort_order: 30,
    active_from: null,
    active_to: null,
  },
];

const TIP_LINES = [
  'Low draws have the edge over the sprint trip; back a front-runner from stalls 1 to 4.',
  'The going is on the soft side: favour horses with a win on a rain-affected track.',
  'Watch the top weight in the feature; a drop in class and a strong jockey booking.',
  'Course-and-distance winners have a fine record here; check last runs before the off.',
];

/** Tips are written for today and the next few days, so a restart a day later still shows some. */
const DEMO_TIP_DAYS = 4;

export interface DemoContentSeeded {
  banners: number;
  promotions: number;
  tips: number;
}

/**
 * Demo banners, promotions and tips for `today` and the next few days (for the venues that
 * race those days). Safe on every start: rows carry a seed key, and an existing key is left alone.
 */
export async function seedDemoContent(db: Executor, today: string): Promise<DemoContentSeeded> {
  const bannerRows = await db
    .insert(banners)
    .values(
      DEMO_BANNERS.map(({ key, ...banner }) => ({
        seedKey: key,
        bannerType: banner.banner_type,
        url: banner.url,
        title: banner.title,
        altText: banner.alt_text,
        link: banner.link,
        sortOrder: banner.sort_order,
      })),
    )
    .onConflictDoNothing({ target: banners.seedKey })
    .returning({ id: banners.id });
  const promotionRows = await db
    .insert(promotions)
    .values(
      DEMO_PROMOTIONS.map(({ key, ...promotion }) => ({
        seedKey: key,
        title: promotion.title,
        imageUrl: promotion.image_url,
        imageAlt: promotion.image_alt,
        link: promotion.link,
        body: promotion.body,
        sortOrder: promotion.sort_order,
      })),
    )
    .onConflictDoNothing({ target: promotions.seedKey })
    .returning({ id: promotions.id });
  return {
    banners: bannerRows.length,
    promotions: promotionRows.length,
    tips: await seedDemoTips(db, today),
  };
}

/**
 * Demo tips for `today` and the next few days; the simulator calls it at each India midnight
 * so a server left running keeps showing tips. Returns how many were added.
 */
export async function seedDemoTips(db: Executor, today: string): Promise<number> {
  const tipRows = await db
    .insert(tips)
    .values(demoTips(today).map(({ key, ...tip }) => ({ seedKey: key, ...toTipColumns(tip) })))
    .onConflictDoNothing({ target: tips.seedKey })
    .returning({ id: tips.id });
  return tipRows.length;
}

function demoTips(today: string): (TipBody & { key: string })[] {
  const days = Array.from({ length: DEMO_TIP_DAYS }, (_, offset) => addDays(today, offset));
  return days.flatMap((day) =>
    planDay(day).map((plan, index) => {
      const venue = VENUES.find((candidate) => candidate.code === plan.venueCode);
      return {
        key: `demo-tip-${plan.venueCode}-${day}`,
        venue_code: plan.venueCode,
        venue: venue?.name ?? plan.venueCode,
        country: plan.countryCode,
        link: `/races/${day}`,
        date: day,
        text: TIP_LINES[index % TIP_LINES.length] ?? '',
      };
    }),
  );
}

const toTipColumns = (tip: TipBody) => ({
  venueCode: tip.venue_code,
  venue: tip.venue,
  country: tip.country,
  link: tip.link,
  day: tip.date,
  text: tip.text,
});
