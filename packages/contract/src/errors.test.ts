import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, ERROR_MESSAGES } from './errors';

const DEVELOPER_TEXT =
  /expected|received|invalid input|\buuid\b|undefined|\bnull\b|regex|schema|\bzod\b|\bsql\b|header|\bjson\b|\broute\b|\benum\b|configured/i;

describe('error messages for players', () => {
  it('has player words for every error code the API can answer', () => {
    for (const code of ERROR_CODES) {
      const message = ERROR_MESSAGES[code];
      expect(message, code).toMatch(/^[A-Z].{10,}[.!?]?$/);
      expect(message, code).not.toMatch(DEVELOPER_TEXT);
    }
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("answers in player words where a schema gives none of its own, and keeps a schema's words", () => {
    const schema = z.object({
      name: z.string().max(3),
      id: z.uuid(),
      kind: z.enum(['A', 'B']),
      count: z.int(),
      own: z.string('Please enter your own words'),
    });
    const issues = schema.safeParse({ name: 'long name', id: 'x', kind: 'C', count: 'many' }).error
      ?.issues;
    const words = issues?.map((issue) => issue.message) ?? [];
    expect(words).toEqual([
      'This is too long or too large.',
      'Please enter a valid value.',
      'Please choose one of the options offered.',
      'Please enter a valid value.',
      'Please enter your own words',
    ]);
    for (const word of words) expect(word).not.toMatch(DEVELOPER_TEXT);
    expect(z.object({ a: z.string() }).safeParse({}).error?.issues[0]?.message).toBe(
      'This is required.',
    );
  });
});
