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

/**
 * Every target a finger presses is at least `size` px wide and high (WCAG 2.5.5, the
 * project's 44 px): links, buttons, fields, tabs. Not counted: a link inside a sentence (its
 * line is the target, as WCAG allows), a control whose label is the target and is big enough,
 * and what is not shown. Names the offenders with their sizes.
 */
export async function expectTargetSize(page: Page, where: string, size = 44): Promise<void> {
  const offenders = await page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      'summary',
    ].join(',');
    const isBigEnough = (rect: DOMRect) =>
      Math.round(rect.width) >= minimum && Math.round(rect.height) >= minimum;
    const isShown = (element: Element, rect: DOMRect) => {
      if (rect.width <= 1 || rect.height <= 1) return false;
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    // A link or link-like button among words of its own parent: the sentence's line is the
    // target (WCAG 2.5.8's inline exception).
    const isInSentence = (element: Element) =>
      getComputedStyle(element).display.startsWith('inline') &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    return [...document.querySelectorAll(selector)]
      .filter((element) => !(element as HTMLButtonElement).disabled)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => isShown(element, rect) && !isBigEnough(rect))
      .filter(({ element }) => !isInSentence(element))
      .filter(({ element }) => {
        // A field inside its label (a checkbox, a radio) is pressed through the label, and a
        // hidden MUI input fills its button: the label or the button is the target.
        return !['label', '.MuiButtonBase-root', '.MuiInputBase-root'].some((holderSelector) => {
          const holder = element.closest(holderSelector);
          return holder && holder !== element && isBigEnough(holder.getBoundingClientRect());
        });
      })
      .map(({ element, rect }) => {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 30) ??
          element.getAttribute('name') ??
          '';
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      });
  }, size);
  if (offenders.length > 0)
    throw new Error(
      `Targets under ${size} px on ${where}:\n${[...new Set(offenders)].slice(0, 15).join('\n')}`,
    );
}
