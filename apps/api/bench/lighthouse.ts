/**
 * The phone pages under Lighthouse: the production web build served by the server as
 * `npm start` runs it (its own process, embedded database in a fresh folder, demo seeding and
 * jobs, simulator off, loopback), audited in Debian's Chromium with Lighthouse's mobile defaults
 * (simulated slow 4G, mid-tier phone), each run in a fresh browser profile. Prints performance,
 * accessibility and best practices with LCP, TBT and CLS for home, the race day and a race card
 * (the median of the runs), then whether Chromium finds the app installable. Exits 1 when a
 * score is below the bar or the app is not installable. Run `npm run build -w @furlong/web`
 * first (`npm run bench:lighthouse` does).
 *
 * BENCH_LIGHTHOUSE_RUNS (runs per page, the median by performance is reported; 3),
 * BENCH_LIGHTHOUSE_MIN (the bar for each score; 95), BENCH_LIGHTHOUSE_REPORTS (a folder to write
 * each run's full report to, as JSON for the Lighthouse viewer). CHROME_PATH picks the browser.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { fixtureListSchema, indiaDayOf } from '@furlong/contract';
import { systemClock } from '../src/clock';
import { loadEnv } from '../src/env';
import { wholeNumber } from './bench-env';
import { checkInstallability } from './installability';
import { auditPage, CATEGORIES, medianAudit, type PageAudit } from './lighthouse-run';
import { startServerLikeNpmStart } from './npm-start-server';

const runs = wholeNumber('BENCH_LIGHTHOUSE_RUNS', 3, 1, 9);
const minimum = wholeNumber('BENCH_LIGHTHOUSE_MIN', 95, 0, 100);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** Headless, as root on a server, and quiet: no dialling out to Google from a closed network. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const format = {
  ms: (value: number) => `${(value / 1000).toFixed(2)} s`,
  score: (value: number) => String(value).padStart(3),
};

function printAudit(name: string, audit: PageAudit): boolean {
  const passes = CATEGORIES.every((id) => audit.scores[id] >= minimum);
  const scores = CATEGORIES.map((id) => `${id} ${format.score(audit.scores[id])}`).join('  ');
  console.log(
    `${passes ? 'ok  ' : 'LOW '} ${name.padEnd(9)} ${scores}  ` +
      `LCP ${format.ms(audit.lcpMs)}  TBT ${Math.round(audit.tbtMs)} ms  CLS ${audit.cls.toFixed(3)}`,
  );
  if (!passes && audit.opportunities.length > 0) {
    console.log(`       to fix: ${audit.opportunities.slice(0, 8).join(', ')}`);
  }
  return passes;
}

/** One audit in a browser of its own, so every run starts from a fresh profile. */
async function auditInFreshProfile(url: string, report?: string): Promise<PageAudit> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    return await auditPage(url, chrome.port, report);
  } finally {
    chrome.kill();
  }
}

/** A loaded machine now and then loses a trace (NO_NAVSTART and the like): one more try. */
async function auditWithRetry(url: string, report?: string): Promise<PageAudit> {
  try {
    return await auditInFreshProfile(url, report);
  } catch (error) {
    console.log(`       retrying ${url}: ${(error as Error).message}`);
    return auditInFreshProfile(url, report);
  }
}

/** Today's first race still open, from the server's own day list. */
async function firstOpenRace(host: string, day: string): Promise<string> {
  const response = await fetch(`http://${host}/api/mc/sport-fixture?active=true&date=${day}`);
  const races = fixtureListSchema.parse(await response.json());
  const race = races.find((candidate) => ['NEW', 'PUBLISHED'].includes(candidate.status));
  if (!race) throw new Error(`The demo seed made no open race for ${day}`);
  return race.uid;
}

async function main(): Promise<number> {
  const webDist = loadEnv({}).WEB_DIST;
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error(`No web build in ${webDist}: run "npm run build -w @furlong/web" first.`);
    return 1;
  }
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const server = await startServerLikeNpmStart();
  try {
    const day = indiaDayOf(systemClock.now());
    const raceUid = await firstOpenRace(server.host, day);
    const pages: ReadonlyArray<readonly [string, string]> = [
      ['home', '/'],
      ['race day', `/races/${day}`],
      ['race card', `/fixtures/${day}/${raceUid}`],
    ];
    console.log(
      `Lighthouse, mobile (simulated slow 4G, mid-tier phone), median of ${runs} run(s), ` +
        `bar ${minimum}:`,
    );
    let passes = true;
    for (const [name, path] of pages) {
      const audits: PageAudit[] = [];
      for (let run = 0; run < runs; run += 1) {
        const report = reportsDir
          ? join(reportsDir, `${name.replace(' ', '-')}-${run + 1}.json`)
          : undefined;
        audits.push(await auditWithRetry(`http://${server.host}${path}`, report));
      }
      passes = printAudit(name, medianAudit(audits)) && passes;
    }
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const installability = await checkInstallability(`http://${server.host}/`, chrome.port).finally(
      () => chrome.kill(),
    );
    const problems = [...installability.errors, ...installability.manifestErrors];
    if (!installability.hasServiceWorker) problems.push('no service worker took charge');
    console.log(
      problems.length === 0
        ? 'ok   installable (Page.getInstallabilityErrors: none; service worker in charge)'
        : `LOW  not installable: ${problems.join('; ')}`,
    );
    return passes && problems.length === 0 ? 0 : 1;
  } finally {
    await server.close();
  }
}

process.exitCode = await main();
