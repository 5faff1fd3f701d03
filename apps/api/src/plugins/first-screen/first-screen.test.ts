import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_SCREEN_ANSWERS_ID,
  firstScreenAnswersSchema,
  firstScreenApiPaths,
  fixtureListSchema,
  fixtureSchema,
  indiaInstant,
} from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { updatePrices } from '../../modules/race-control/update-prices';
import { FIRST_SCREEN_MARK } from './first-screen';

const DAY = '2031-05-01';
const HOSTILE_RUNNER = '<script>alert("runner")</script> & Co';
const HOSTILE_RACE = '</script><img src=x onerror=alert(1)> Plate';

/** The JSON data block the page carries, read back as the app reads it. */
function answersOf(html: string) {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">([^<]*)</script>`,
  ).exec(html);
  expect(block).not.toBeNull();
  return firstScreenAnswersSchema.parse(JSON.parse(block?.[1] ?? '')).answers;
}

describe('the first screen from the server', () => {
  let subject: TestApp;
  let raceUid: string;
  let otherUid: string;
  const dist = mkdtempSync(join(tmpdir(), 'furlong-first-screen-'));

  beforeAll(async () => {
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Furlong</title><script type="module" src="/assets/app.js"></script>` +
        `<body><div id="root"><div class="boot-bar"></div>${FIRST_SCREEN_MARK}</div></body>`,
    );
    subject = await buildTestApp({
      env: { WEB_DIST: dist },
      clock: createManualClock(indiaInstant(DAY, '09:00')),
    });
    await insertVenues(subject);
    raceUid = await addRace(subject, indiaInstant(DAY, '14:00'), {
      name: HOSTILE_RACE,
      runnerCount: 3,
    });
    otherUid = await addRace(subject, indiaInstant(DAY, '14:30'), {
      raceNumber: 2,
      name: 'The Mysuru Cup',
      runners: [
        {
          horseNumber: 1,
          name: HOSTILE_RUNNER,
          cageNumber: 1,
          jockey: 'A. Jockey',
          trainer: 'B. Trainer',
          weightKg: 55,
          lastRuns: [],
          prices: { WIN: 3, PLACE: 1.5, SHP: 1.5, THP: 1.5 },
        },
        {
          horseNumber: 2,
          name: 'Quiet Storm',
          cageNumber: 2,
          jockey: null,
          trainer: null,
          weightKg: 55,
          lastRuns: [],
          prices: { WIN: 4, PLACE: 2, SHP: 2, THP: 2 },
        },
      ],
    });
  });
  afterAll(async () => {
    await subject.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  it("draws home and the race day with the day's races, escaped, and their answers embedded", async () => {
    for (const url of ['/', `/races/${DAY}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      // The CSP is the page's usual one: the data block is never run.
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      const html = response.body;
      expect(html).toContain('<h1>Races on 01-MAY-2031</h1>');
      expect(html).toContain('The Mysuru Cup');
      expect(html).toContain(`href="/fixtures/${DAY}/${otherUid}"`);
      expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Plate');
      expect(html).not.toContain('<img src=x');
      const answers = answersOf(html);
      const races = fixtureListSchema.parse(answers[firstScreenApiPaths.raceDay(DAY)]);
      expect(races.map((race) => race.name)).toEqual([HOSTILE_RACE, 'The Mysuru Cup']);
      expect(answers).toHaveProperty([firstScreenApiPaths.reference]);
      expect(answers).toHaveProperty([firstScreenApiPaths.banners]);
    }
  });

  it('draws the race card with its runners, their names escaped and their prices', async () => {
    const response = await get(`/fixtures/${DAY}/${otherUid}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1>Race 2: The Mysuru Cup</h1>');
    expect(html).toContain(
      '<strong>&lt;script&gt;alert(&quot;runner&quot;)&lt;/script&gt; &amp; Co</strong>',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<strong>Quiet Storm</strong>');
    expect(html).toContain('A. Jockey · B. Trainer');
    expect(html).toContain('<span class="fs-price">3.00</span>');
    // The venue's races, this one marked.
    expect(html).toContain(`href="/fixtures/${DAY}/${otherUid}" aria-current="page">R2</a>`);
    expect(html).toContain(`href="/fixtures/${DAY}/${raceUid}">R1</a>`);
    // The hostile name is inside the data block too, but cannot close it.
    const answers = answersOf(html);
    const card = fixtureSchema.parse(answers[firstScreenApiPaths.raceCard(otherUid)]);
    expect(card.participants[0]?.name).toBe(HOSTILE_RUNNER);
  });

  it('answers 304 while the race is unchanged and the new prices once it changes', async () => {
    const url = `/fixtures/${DAY}/${raceUid}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    await updatePrices(raceDeps(subject), raceUid, [{ horseNumber: 1, market: 'WIN', price: 7.5 }]);

    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<span class="fs-price">7.50</span>');
    expect(after.body).not.toContain('<span class="fs-price">2.00</span>');
  });

  it('serves the plain shell for an unknown race, a bad day and other pages', async () => {
    for (const url of [
      `/fixtures/${DAY}/00000000-0000-4000-8000-000000000000`,
      `/fixtures/${DAY}/not-a-race`,
      '/races/2031-13-45',
      '/promotions',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(FIRST_SCREEN_MARK);
      expect(response.body).not.toContain(FIRST_SCREEN_ANSWERS_ID);
    }
  });
});
