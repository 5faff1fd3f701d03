import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  bannerListSchema,
  FIRST_SCREEN_ANSWERS_ID,
  firstScreenApiPaths,
  fixtureListSchema,
  fixtureSchema,
  indiaDayOf,
  TAX_RULE_PATH,
  taxRuleOn,
  taxRuleResponseSchema,
  type FirstScreenAnswers,
} from '@furlong/contract';
import type { FastifyInstance } from 'fastify';
import { firstScreenPageOf, firstScreenReadsOf, type FirstScreenPage } from './first-screen-page';

export { FIRST_SCREEN_ROUTES } from './first-screen-page';
import { jsonForDataBlock } from './html-text';
import { renderRaceCard, renderRaceDay, VIDEO_POSTER } from './render-first-screen';

/** The poster inlined, or its address when the build has none. */
export function readFirstScreenAssets(root: string): FirstScreenAssets {
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  const posterFile = resolve(root, VIDEO_POSTER.src.slice(1));
  const posterSrc = existsSync(posterFile)
    ? `data:image/svg+xml,${encodeURIComponent(readFileSync(posterFile, 'utf8'))}`
    : VIDEO_POSTER.src;
  return { template, posterSrc };
}

/** Where index.html takes the first screen (inside #root, after the shell's bar). */
export const FIRST_SCREEN_MARK = '<!--first-screen-->';

/** What the page draws with, read from the web build once. */
export interface FirstScreenAssets {
  /** index.html, with FIRST_SCREEN_MARK where the screen goes. */
  template: string;
  /**
   * The video banner's poster as a data: address: it paints with the HTML, before any request
   * (the page's scripts would otherwise go first), and the app's own poster is no larger.
   */
  posterSrc: string;
}

export interface FirstScreenDocument {
  html: string;
  /** Changes whenever the page's HTML does: the data's versions are in it. */
  etag: string;
}

/** Asks the API itself, as the app would: the same routes, caches, schemas and bytes. */
async function readAnswers(app: FastifyInstance, paths: readonly string[]) {
  const responses = await Promise.all(
    paths.map((url) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })),
  );
  // In the reads' order, so the same data makes the same page (and the same ETag).
  const answers: FirstScreenAnswers['answers'] = {};
  responses.forEach((response, index) => {
    const url = paths[index];
    // Only a plain success is embedded: anything else the app asks for and handles itself.
    if (url !== undefined && response.statusCode === 200) answers[url] = response.json();
  });
  return answers;
}

function renderPage(
  page: FirstScreenPage,
  answers: FirstScreenAnswers['answers'],
  now: Date,
  posterSrc: string,
): string {
  const dayRaces = fixtureListSchema.safeParse(answers[firstScreenApiPaths.raceDay(page.day)]);
  if (!dayRaces.success) return '';
  if (page.kind === 'race-day') {
    const banners = bannerListSchema.safeParse(answers[firstScreenApiPaths.banners]);
    return renderRaceDay(
      page.day,
      dayRaces.data,
      banners.success ? banners.data[0] : undefined,
      posterSrc,
    );
  }
  const fixture = fixtureSchema.safeParse(answers[firstScreenApiPaths.raceCard(page.fixtureUid)]);
  const taxRule = taxRuleResponseSchema.safeParse(answers[TAX_RULE_PATH]);
  if (!fixture.success) return '';
  const rule = taxRule.success ? taxRuleOn(taxRule.data, now) : undefined;
  return renderRaceCard(page.day, fixture.data, dayRaces.data, rule);
}

/**
 * The app's index.html with the first screen of this address drawn in and the answers of its
 * reads embedded (decision 086), or undefined for an address that has no server-drawn screen.
 */
export async function renderFirstScreenDocument(
  app: FastifyInstance,
  { template, posterSrc }: FirstScreenAssets,
  path: string,
): Promise<FirstScreenDocument | undefined> {
  const today = indiaDayOf(app.clock.now());
  const page = firstScreenPageOf(path, today);
  if (!page || !template.includes(FIRST_SCREEN_MARK)) return undefined;
  const answers = await readAnswers(app, firstScreenReadsOf(page, today));
  const screen = renderPage(page, answers, app.clock.now(), posterSrc);
  if (!screen) return undefined;
  // A data block, never run: the CSP's script-src 'self' stays as it is.
  const dataBlock = `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${jsonForDataBlock({ answers })}</script>`;
  const html = template
    .replace(FIRST_SCREEN_MARK, () => `<div class="fs">${screen}</div>`)
    .replace('</body>', () => `${dataBlock}</body>`);
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  return { html, etag };
}
