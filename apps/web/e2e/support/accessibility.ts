import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * Runs axe-core on the page as it is now and throws on any serious or critical violation,
 * naming the rule and the elements. The script is evaluated through the DevTools protocol,
 * so the page's strict CSP (no inline scripts) does not have to be loosened for it.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Colours caught halfway through a CSS transition (a button turning on fades its background
  // in) are not the page's colours: wait for the transitions running now to end. Endless
  // animations (a spinner) are CSS animations, not transitions, and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html }) => ({ target, html: html.slice(0, 160) })),
    }));
  });
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    const lines = blocking.map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 5)
          .map((node) => `${JSON.stringify(node.target)} ${node.html}`)
          .join(', ')}`,
    );
    throw new Error(`Accessibility violations on ${where}:\n${lines.join('\n')}`);
  }
}

/**
 * At a 360 px wide phone viewport (or `width`) the page must not scroll sideways; names the
 * widest offenders if it does. The viewport is put back afterwards.
 */
export async function expectNoHorizontalOverflow(
  page: Page,
  where: string,
  width = 360,
): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 740 });
  try {
    // Let layout and media queries settle (the drawer layout replaces the columns).
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const offenders = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
    });
    if (overflow.scrollWidth > overflow.width) {
      throw new Error(
        `${where} is ${overflow.scrollWidth} px wide at ${width} px: ${overflow.offenders.join(', ')}`,
      );
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
