/** Spec section 4, history paging: the counter is the next page to ask for, or -1 at the end. */
export const FIRST_PAGE = 0;
export const NO_MORE_PAGES = -1;

/**
 * A page with rows moves the counter on; an empty page ends the history (More disappears).
 * A short page is not taken as the end: rows may have arrived since, so only an empty page is.
 */
export function advancePageCounter(loadedPage: number, rowCount: number): number {
  return rowCount > 0 ? loadedPage + 1 : NO_MORE_PAGES;
}

/** The counter after the pages loaded so far. */
export function pageCounterOf(pages: readonly (readonly unknown[])[]): number {
  return pages.reduce<number>(
    (counter, rows) =>
      counter === NO_MORE_PAGES ? counter : advancePageCounter(counter, rows.length),
    FIRST_PAGE,
  );
}
