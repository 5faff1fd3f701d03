import type { Banner, Promotion, Tip } from '@furlong/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { banners, promotions, tips } from './content.schema';
import { seedDemoContent } from './seed-demo-content';

const NOW = new Date('2025-06-10T06:30:00Z'); // 12:00 in India
const clock = createManualClock(NOW);
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe('public content reads', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });
  beforeEach(async () => {
    clock.set(NOW);
    const { db } = subject.database;
    await db.delete(banners);
    await db.delete(tips);
    await db.delete(promotions);
  });

  const insertBanner = (
    title: string,
    sortOrder: number,
    window: { from?: Date; to?: Date } = {},
  ) =>
    subject.database.db.insert(banners).values({
      bannerType: 'IMAGE',
      url: `/content/${title}.svg`,
      title,
      altText: `${title} banner`,
      sortOrder,
      activeFrom: window.from ?? null,
      activeTo: window.to ?? null,
    });

  it('lists only the banners active at the server clock, in sort order', async () => {
    await insertBanner('third', 30);
    await insertBanner('first', 10, { from: hoursFromNow(-1), to: hoursFromNow(1) });
    await insertBanner('not-yet', 5, { from: hoursFromNow(1) });
    await insertBanner('over', 1, { to: NOW });
    await insertBanner('second', 20, { to: hoursFromNow(2) });

    const response = await subject.app.inject({ url: '/api/content/banners' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Banner[]>().map((banner) => banner.title)).toEqual([
      'first',
      'second',
      'third',
    ]);

    clock.set(hoursFromNow(1.5));
    const later = await subject.app.inject({ url: '/api/content/banners' });
    expect(later.json<Banner[]>().map((banner) => banner.title)).toEqual([
      'not-yet',
      'second',
      'third',
    ]);
  });

  it('answers with Cache-Control and an ETag, 304 for a matching If-None-Match, and a new ETag after a change', async () => {
    await insertBanner('only', 1);
    const first = await subject.app.inject({ url: '/api/content/banners' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('public, max-age=60');

    const again = await subject.app.inject({
      url: '/api/content/banners',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await insertBanner('another', 2);
    const changed = await subject.app.inject({
      url: '/api/content/banners',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Banner[]>()).toHaveLength(2);
  });

  it("lists today's and the coming days' tips (India time), not past ones", async () => {
    const tip = (day: string, venueCode: string) => ({
      venueCode,
      venue: venueCode,
      country: 'IN',
      day,
      text: `tip for ${venueCode} on ${day}`,
    });
    await subject.database.db
      .insert(tips)
      .values([
        tip('2025-06-09', 'BLR'),
        tip('2025-06-11', 'MUM'),
        tip('2025-06-10', 'PUN'),
        tip('2025-06-10', 'HYD'),
        tip('2025-07-30', 'CAL'),
      ]);
    const response = await subject.app.inject({ url: '/api/content/tips' });
    expect(response.json<Tip[]>().map((found) => `${found.date} ${found.venue_code}`)).toEqual([
      '2025-06-10 HYD',
      '2025-06-10 PUN',
      '2025-06-11 MUM',
    ]);
  });

  it('lists active promotions in order', async () => {
    const promotion = (title: string, sortOrder: number, activeTo: Date | null) => ({
      title,
      imageUrl: '/content/promo.svg',
      imageAlt: title,
      sortOrder,
      activeTo,
    });
    await subject.database.db
      .insert(promotions)
      .values([
        promotion('b', 2, null),
        promotion('ended', 0, hoursFromNow(-1)),
        promotion('a', 1, hoursFromNow(1)),
      ]);
    const response = await subject.app.inject({ url: '/api/content/promotions' });
    expect(response.json<Promotion[]>().map((found) => found.title)).toEqual(['a', 'b']);
    expect(response.headers.etag).toMatch(/^"promotion-/);
  });

  it('seeds the demo content once, however often it runs', async () => {
    const first = await seedDemoContent(subject.database.db, '2025-06-10');
    const second = await seedDemoContent(subject.database.db, '2025-06-10');
    expect(first.banners).toBeGreaterThan(0);
    expect(first.tips).toBeGreaterThan(0);
    expect(second).toEqual({ banners: 0, promotions: 0, tips: 0 });
    const served = await subject.app.inject({ url: '/api/content/banners' });
    const list = served.json<Banner[]>();
    expect(list).toHaveLength(first.banners);
    expect(list.some((banner) => banner.banner_type === 'VIDEO')).toBe(true);
    const tipsServed = await subject.app.inject({ url: '/api/content/tips' });
    expect(tipsServed.json<Tip[]>()[0]?.date).toBe('2025-06-10');
  });
});
