// One Lighthouse audit of one page, reduced to the figures the bench prints and judges.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  /** 0-100 per category, as Lighthouse's report shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits that cost the page points, worst first: what to fix next. */
  opportunities: string[];
}

/**
 * Lighthouse's default configuration: a mid-tier phone (Moto G Power, 4x CPU slowdown) on slow
 * 4G (150 ms RTT, 1.6 Mbit/s), throttling simulated from an unthrottled load (Lantern). Only the
 * three categories the portal is held to; storage is reset before each run, so every run is a
 * first visit (no service worker, no HTTP cache).
 */
export async function auditPage(
  url: string,
  port: number,
  reportPath?: string,
): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    opportunities,
  };
}

/** The run in the middle by performance score, as Lighthouse advises for noisy machines. */
export function medianAudit(audits: PageAudit[]): PageAudit {
  const sorted = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('No Lighthouse run to take the median of');
  return middle;
}
