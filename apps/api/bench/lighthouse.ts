/**
 * The phone pages under Lighthouse: the production web build served by the real app (embedded
 * database, today's demo race day, loopback), audited in Debian's Chromium with Lighthouse's
 * mobile defaults (simulated slow 4G, mid-tier phone). Prints performance, accessibility and
 * best practices with LCP, TBT and CLS for home, the race day and a race card, then whether
 * Chromium finds the app installable. Exits 1 when a score is below the bar or the app is not
 * installable. Run `npm run build -w @furlong/web` first (`npm run bench:lighthouse` does).
 *
 * BENCH_LIGHTHOUSE_RUNS (runs per page, the median by performance is reported; 3),
 * BENCH_LIGHTHOUSE_MIN (the bar for each score; 95), BENCH_LIGHTHOUSE_REPORTS (a folder to write
 * each run's full report to, as JSON for the Lighthouse viewer). CHROME_PATH picks the browser.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { indiaDayOf } from '@furlong/contract';
import { systemClock } from '../src/clock';
import { loadEnv } from '../src/env';
import { wholeNumber } from './bench-env';
import { startDemoApp } from './demo-app';
import { checkInstallability } from './installability';
import { auditPage, CATEGORIES, medianAudit, type PageAudit } from './lighthouse-run';

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

/** A loaded machine now and then loses a trace (NO_NAVSTART and the like): one more try. */
async function auditWithRetry(url: string, port: number, report?: string): Promise<PageAudit> {
  try {
    return await auditPage(url, port, report);
  } catch (error) {
    console.log(`       retrying ${url}: ${(error as Error).message}`);
    return auditPage(url, port, report);
  }
}

async function main(): Promise<number> {
  const webDist = loadEnv({}).WEB_DIST;
  if (!existsSync(join(webDist, 'index.html'))) {
    console.error(`No web build in ${webDist}: run "npm run build -w @furlong/web" first.`);
    return 1;
  }
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const demo = await startDemoApp();
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const day = indiaDayOf(systemClock.now());
    const pages: ReadonlyArray<readonly [string, string]> = [
      ['home', '/'],
      ['race day', `/races/${day}`],
      ['race card', `/fixtures/${day}/${demo.race.uid}`],
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
        audits.push(await auditWithRetry(`http://${demo.host}${path}`, chrome.port, report));
      }
      passes = printAudit(name, medianAudit(audits)) && passes;
    }
    const installability = await checkInstallability(`http://${demo.host}/`, chrome.port);
    const problems = [...installability.errors, ...installability.manifestErrors];
    if (!installability.hasServiceWorker) problems.push('no service worker took charge');
    console.log(
      problems.length === 0
        ? 'ok   installable (Page.getInstallabilityErrors: none; service worker in charge)'
        : `LOW  not installable: ${problems.join('; ')}`,
    );
    return passes && problems.length === 0 ? 0 : 1;
  } finally {
    chrome.kill();
    await demo.close();
  }
}

process.exitCode = await main();
