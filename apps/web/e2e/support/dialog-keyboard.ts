import type { Locator, Page } from 'playwright-core';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Waits up to `timeout` ms for the check to hold; false if it never did. */
async function eventually(check: () => Promise<boolean>, timeout = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const holdsFocus = (element: Locator) =>
  element.evaluate((node) => node.contains(document.activeElement));

/** What has focus, for a failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'nothing';
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40);
    return `${active.tagName.toLowerCase()} "${label ?? ''}"`;
  });

/**
 * Tab and Shift+Tab round the dialog more times than it has stops, and after every key
 * press focus must still be inside it (the trap wraps round instead of escaping to the page).
 */
export async function expectFocusTrapped(
  page: Page,
  dialog: Locator,
  where: string,
): Promise<void> {
  if (!(await eventually(() => holdsFocus(dialog)))) {
    // A dialog may open with focus on its frame; the first Tab must land inside.
    await page.keyboard.press('Tab');
  }
  const stops = await dialog.evaluate(
    (node, selector) =>
      [...node.querySelectorAll<HTMLElement>(selector)].filter(
        (element) => element.offsetParent !== null || element.getClientRects().length > 0,
      ).length,
    TABBABLE,
  );
  if (stops === 0) throw new Error(`${where} has nothing to focus`);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press(key);
      if (!(await eventually(() => holdsFocus(dialog), 1_000))) {
        throw new Error(
          `${where}: after ${press + 1} x ${key} focus left the dialog (on ${await describeFocus(page)})`,
        );
      }
    }
  }
}

/** After a dialog closes, focus goes back to what opened it. */
export async function expectFocusOn(page: Page, element: Locator, where: string): Promise<void> {
  const isFocused = await eventually(() =>
    element.evaluate((node) => node === document.activeElement),
  );
  if (!isFocused) {
    throw new Error(`${where}: focus is on ${await describeFocus(page)}, not back on the opener`);
  }
}
