import {
  CONTENT_MESSAGES,
  type Banner,
  type ErrorBody,
  type Promotion,
  type Tip,
} from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { auditLog } from '../audit/audit.schema';

const BANNER = {
  banner_type: 'IMAGE',
  url: '/content/banner-tax-rule.svg',
  title: 'New TDS rule',
  alt_text: 'No TDS up to Rs 10,000 per transaction',
  link: '/promotions',
  sort_order: 5,
};
const TIP = {
  venue_code: 'CAL',
  venue: 'Kolkata',
  country: 'IN',
  link: null,
  date: '2025-06-10',
  text: 'Low draws rule the sprint.',
};
const PROMOTION = {
  title: 'Welcome',
  image_url: 'https://cdn.furlong.in/welcome.png',
  image_alt: 'Welcome offer',
  body: 'Bet on every race.',
};

describe('operator content editing', () => {
  let subject: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    subject = await buildTestApp();
    ({ auth } = await signedInOperator(subject));
  });
  afterAll(async () => {
    await subject.close();
  });

  const auditOf = (subjectId: string, action: string) =>
    subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)));

  it('adds, lists, replaces and deletes a banner, auditing each change', async () => {
    const created = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/content/banners',
      headers: auth,
      payload: BANNER,
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json<Banner>();
    expect(banner).toMatchObject({ ...BANNER, active_from: null, active_to: null });
    expect(await auditOf(banner.uid, 'content.banner.created')).toHaveLength(1);

    const activeTo = '2030-01-01T00:00:00.000Z';
    const replaced = await subject.app.inject({
      method: 'PUT',
      url: `/api/operator/content/banners/${banner.uid}`,
      headers: auth,
      payload: {
        ...BANNER,
        banner_type: 'VIDEO',
        url: '/content/banner-race-day.mp4',
        active_to: activeTo,
      },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Banner>()).toMatchObject({ banner_type: 'VIDEO', active_to: activeTo });
    expect(await auditOf(banner.uid, 'content.banner.updated')).toHaveLength(1);

    const listed = await subject.app.inject({
      url: '/api/operator/content/banners',
      headers: auth,
    });
    expect(listed.json<Banner[]>().find((found) => found.uid === banner.uid)?.banner_type).toBe(
      'VIDEO',
    );
    const publicList = await subject.app.inject({ url: '/api/content/banners' });
    expect(publicList.json<Banner[]>().map((found) => found.uid)).toContain(banner.uid);

    const deleted = await subject.app.inject({
      method: 'DELETE',
      url: `/api/operator/content/banners/${banner.uid}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(204);
    const [entry] = await auditOf(banner.uid, 'content.banner.deleted');
    expect(entry?.details).toEqual({ label: 'VIDEO New TDS rule' });
    const again = await subject.app.inject({
      method: 'DELETE',
      url: `/api/operator/content/banners/${banner.uid}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('adds and replaces tips and promotions', async () => {
    const tip = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/content/tips',
      headers: auth,
      payload: TIP,
    });
    expect(tip.statusCode).toBe(201);
    const uid = tip.json<Tip>().uid;
    const edited = await subject.app.inject({
      method: 'PUT',
      url: `/api/operator/content/tips/${uid}`,
      headers: auth,
      payload: { ...TIP, text: 'Watch the top weight.' },
    });
    expect(edited.json<Tip>()).toMatchObject({
      uid,
      text: 'Watch the top weight.',
      date: '2025-06-10',
    });

    const promotion = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/content/promotions',
      headers: auth,
      payload: PROMOTION,
    });
    expect(promotion.statusCode).toBe(201);
    expect(promotion.json<Promotion>()).toMatchObject({ ...PROMOTION, link: null, sort_order: 0 });
  });

  it('refuses bad input with the field messages, and never writes', async () => {
    const cases = [
      {
        url: '/api/operator/content/banners',
        payload: { ...BANNER, banner_type: 'GIF' },
        path: 'banner_type',
      },
      {
        url: '/api/operator/content/banners',
        payload: { ...BANNER, url: 'javascript:alert(1)' },
        path: 'url',
      },
      {
        url: '/api/operator/content/banners',
        payload: { ...BANNER, link: '//evil.example' },
        path: 'link',
      },
      {
        url: '/api/operator/content/banners',
        payload: { ...BANNER, alt_text: ' ' },
        path: 'alt_text',
      },
      {
        url: '/api/operator/content/banners',
        payload: {
          ...BANNER,
          active_from: '2026-01-02T00:00:00Z',
          active_to: '2026-01-01T00:00:00Z',
        },
        path: 'active_to',
      },
      { url: '/api/operator/content/tips', payload: { ...TIP, date: '10-06-2025' }, path: 'date' },
      {
        url: '/api/operator/content/tips',
        payload: { ...TIP, venue_code: 'cal' },
        path: 'venue_code',
      },
      {
        url: '/api/operator/content/promotions',
        payload: { ...PROMOTION, sort_order: 1.5 },
        path: 'sort_order',
      },
    ];
    for (const { url, payload, path } of cases) {
      const response = await subject.app.inject({ method: 'POST', url, headers: auth, payload });
      expect(response.statusCode, path).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(
        body.issues?.map((issue) => issue.path),
        path,
      ).toContain(`body.${path}`);
    }
    const badUrl = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/content/promotions',
      headers: auth,
      payload: { ...PROMOTION, image_url: 'data:image/png;base64,AAAA' },
    });
    expect(badUrl.json<ErrorBody>().issues).toContainEqual({
      path: 'body.image_url',
      message: CONTENT_MESSAGES.url,
    });
    const listed = await subject.app.inject({
      url: '/api/operator/content/banners',
      headers: auth,
    });
    expect(listed.json<Banner[]>().filter((banner) => banner.title === BANNER.title)).toEqual([]);
    const missing = await subject.app.inject({
      method: 'PUT',
      url: '/api/operator/content/tips/00000000-0000-4000-8000-000000000000',
      headers: auth,
      payload: TIP,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 without an operator token and 403 to a player, writing nothing', async () => {
    const player = await freshPlayer(subject);
    const before = await subject.app.inject({
      url: '/api/operator/content/promotions',
      headers: auth,
    });
    const routes = [
      { method: 'GET' as const, url: '/api/operator/content/banners' },
      { method: 'POST' as const, url: '/api/operator/content/banners', payload: BANNER },
      {
        method: 'PUT' as const,
        url: '/api/operator/content/tips/00000000-0000-4000-8000-000000000000',
        payload: TIP,
      },
      {
        method: 'DELETE' as const,
        url: '/api/operator/content/promotions/00000000-0000-4000-8000-000000000000',
      },
      { method: 'POST' as const, url: '/api/operator/content/promotions', payload: PROMOTION },
    ];
    for (const route of routes) {
      expect((await subject.app.inject(route)).statusCode, route.url).toBe(401);
      const asPlayer = await subject.app.inject({ ...route, headers: player.auth });
      expect(asPlayer.statusCode, route.url).toBe(403);
    }
    const after = await subject.app.inject({
      url: '/api/operator/content/promotions',
      headers: auth,
    });
    expect(after.json<Promotion[]>()).toEqual(before.json<Promotion[]>());
  });
});

describe('content links stay on the site (decision 048)', () => {
  let subject: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    subject = await buildTestApp({
      env: { PUBLIC_URL: 'https://furlong.in', CONTENT_LINK_HOSTS: 'racing.example.in' },
    });
    ({ auth } = await signedInOperator(subject));
  });
  afterAll(async () => {
    await subject.close();
  });

  const kinds = [
    { url: '/api/operator/content/tips', body: TIP },
    { url: '/api/operator/content/banners', body: BANNER },
    { url: '/api/operator/content/promotions', body: PROMOTION },
  ];

  it('refuses, on every kind and on a replacement, a link a browser opens on another host', async () => {
    for (const { url, body } of kinds) {
      const created = await subject.app.inject({
        method: 'POST',
        url,
        headers: auth,
        payload: body,
      });
      expect(created.statusCode, url).toBe(201);
      const uid = created.json<{ uid: string }>().uid;
      for (const link of [
        '/\\evil.example',
        '//evil.example',
        '\\\\evil.example',
        'javascript:alert(1)',
        'https://evil.example',
        'http://racing.example.in/card',
      ]) {
        for (const [method, target] of [
          ['POST', url],
          ['PUT', `${url}/${uid}`],
        ] as const) {
          const response = await subject.app.inject({
            method,
            url: target,
            headers: auth,
            payload: { ...body, link },
          });
          expect(response.statusCode, `${method} ${url} ${link}`).toBe(400);
          expect(response.json<ErrorBody>().issues).toContainEqual({
            path: 'body.link',
            message: CONTENT_MESSAGES.link,
          });
        }
      }
    }
  });

  it('accepts a page of the site and https to an allowed host', async () => {
    for (const { url, body } of kinds)
      for (const link of [
        '/races/2031-01-10',
        'https://furlong.in/promotions',
        'https://racing.example.in/card',
      ]) {
        const response = await subject.app.inject({
          method: 'POST',
          url,
          headers: auth,
          payload: { ...body, link },
        });
        expect(response.statusCode, `${url} ${link}`).toBe(201);
        expect(response.json<{ link: string }>().link).toBe(link);
      }
  });
});
