import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ENGLISH } from '../i18n/catalogues';
import { pseudoCatalogue as pseudoOf } from './pseudo-catalogue';

export { accent, PSEUDO_CLOSE, PSEUDO_LOCALE, PSEUDO_OPEN } from './pseudo-catalogue';

/** en-XA made from the app's whole English catalogue (development and tests hold it whole). */
export function pseudoCatalogue(): Record<string, MessageFormatElement[]> {
  return pseudoOf(ENGLISH);
}

/**
 * The visible text nodes holding a plain English word (two ASCII letters running) that is not
 * allowed: data the test put in (names, numbers, money) and brand words.
 */
export function unmarkedTexts(root: HTMLElement, allowed: readonly (string | RegExp)[]): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, title, [hidden], [aria-hidden="true"]')) continue;
    let text = node.textContent ?? '';
    for (const allow of allowed) text = text.replaceAll(allow, ' ');
    if (/[A-Za-z]{2,}/.test(text)) found.push((node.textContent ?? '').trim());
  }
  return found;
}
