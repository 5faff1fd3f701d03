import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (count: number) =>
  Array.from({ length: count }, () => LETTERS[randomInt(LETTERS.length)]).join('');

/**
 * A valid PAN no other test player holds (one PAN, one account: decision 047): five letters,
 * the fourth P for a person, four digits, a letter.
 */
export function uniquePan(): string {
  return `${letters(3)}P${letters(1)}${String(randomInt(10_000)).padStart(4, '0')}${letters(1)}`;
}
