import { describe, expect, it } from 'vitest';
import { checkStandings } from './standings';

const runners = [1, 2, 3, 4, 5, 6, 7, 8];
const places = (...pairs: [number, number][]) =>
  pairs.map(([place, horseNumber]) => ({ place, horseNumber }));

describe('checkStandings', () => {
  it.each([
    ['a plain finish', places([1, 1], [2, 2], [3, 3])],
    ['a dead heat for first', places([1, 1], [1, 2], [3, 3])],
    ['a dead heat for second', places([1, 1], [2, 2], [2, 3])],
    ['a dead heat for third', places([1, 1], [2, 2], [3, 3], [3, 4])],
    ['a triple dead heat for first', places([1, 1], [1, 2], [1, 3])],
  ])('accepts %s', (_name, standings) => {
    expect(() => checkStandings(standings, runners)).not.toThrow();
  });

  it.each([
    ['no winner', places([2, 1], [3, 2])],
    ['a gap after a dead heat', places([1, 1], [1, 2], [2, 3])],
    ['a place beyond third', places([1, 1], [2, 2], [4, 3])],
    ['a horse placed twice', places([1, 1], [2, 1], [3, 3])],
    ['a horse not in the race', places([1, 1], [2, 2], [3, 9])],
    ['too few places for the field', places([1, 1], [2, 2])],
  ])('refuses %s', (_name, standings) => {
    expect(() => checkStandings(standings, runners)).toThrow();
  });

  it('needs only as many places as a small field has runners', () => {
    expect(() => checkStandings(places([1, 1], [2, 2]), [1, 2])).not.toThrow();
  });
});
