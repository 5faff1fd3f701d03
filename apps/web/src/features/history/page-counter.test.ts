import { describe, expect, it } from 'vitest';
import { advancePageCounter, pageCounterOf } from './page-counter';

describe('history page counter', () => {
  it('starts at 0, moves on after a page with rows and ends at -1 after an empty page', () => {
    expect(pageCounterOf([])).toBe(0);
    expect(pageCounterOf([[1, 2]])).toBe(1);
    expect(pageCounterOf([[1, 2], [3]])).toBe(2);
    expect(pageCounterOf([[1, 2], []])).toBe(-1);
    expect(advancePageCounter(4, 0)).toBe(-1);
  });
});
