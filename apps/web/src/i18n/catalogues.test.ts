import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BET_MESSAGES,
  ERROR_MESSAGES,
  FREEZE_MESSAGES,
  LANGUAGE_MESSAGES,
  MESSAGES,
  MULTIPLE_MESSAGES,
  MULTI_RACE_MESSAGES,
  SEARCH_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  STEP_UP_MESSAGES,
  TOTE_MESSAGES,
} from '@furlong/contract';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const DIRECTORY = join(import.meta.dirname, 'messages');
const files = readdirSync(DIRECTORY).filter((name) => name.endsWith('.json'));
const catalogues = new Map(
  files.map((name) => [
    name.replace(/\.json$/, ''),
    JSON.parse(readFileSync(join(DIRECTORY, name), 'utf8')) as Record<string, string>,
  ]),
);
const english = catalogues.get('en-IN') ?? {};

/** Every argument and tag a message uses, with its kind: `{count, plural}` is not `{count}`. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        found.add(`${element.value}:text`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        argumentsOf(element.children, found);
        break;
      case TYPE.literal:
      case TYPE.pound:
        break;
    }
  }
  return found;
}

describe('the message catalogues', () => {
  it('hold one file for each language of the app, and no other', () => {
    expect([...catalogues.keys()].sort()).toEqual(LANGUAGES.map(({ tag }) => tag).sort());
  });

  it('keep their keys sorted, so a new key has one place and a diff reads simply', () => {
    for (const [tag, catalogue] of catalogues) {
      const keys = Object.keys(catalogue);
      expect(keys, tag).toEqual([...keys].sort());
    }
  });

  it.each([...catalogues.keys()].filter((tag) => tag !== 'en-IN'))(
    '%s has exactly the keys of English: none missing, none extra',
    (tag) => {
      const catalogue = catalogues.get(tag) ?? {};
      const missing = Object.keys(english).filter((key) => !(key in catalogue));
      const extra = Object.keys(catalogue).filter((key) => !(key in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each([...catalogues.keys()])(
    '%s: every message parses as ICU and uses the arguments English uses',
    (tag) => {
      const catalogue = catalogues.get(tag) ?? {};
      const problems: string[] = [];
      for (const [key, message] of Object.entries(catalogue)) {
        if (message.trim() === '') problems.push(`${key}: empty`);
        try {
          const used = [...argumentsOf(parse(message))].sort();
          const expected = [...argumentsOf(parse(english[key] ?? ''))].sort();
          if (used.join() !== expected.join()) {
            problems.push(`${key}: uses ${used.join() || 'nothing'}, English ${expected.join()}`);
          }
        } catch (error) {
          problems.push(`${key}: ${String(error)}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('words every refusal code exactly as the contract does', () => {
    for (const [code, message] of Object.entries(ERROR_MESSAGES)) {
      expect(english[`error.${code}`], code).toBe(message);
    }
  });

  it.each([
    ['MESSAGES', MESSAGES],
    ['BET_MESSAGES', BET_MESSAGES],
    ['STEP_UP_MESSAGES', STEP_UP_MESSAGES],
    ['FREEZE_MESSAGES', FREEZE_MESSAGES],
    ['LANGUAGE_MESSAGES', LANGUAGE_MESSAGES],
    ['SECOND_FACTOR_MESSAGES', SECOND_FACTOR_MESSAGES],
    ['SEARCH_MESSAGES', SEARCH_MESSAGES],
    ['TOTE_MESSAGES', TOTE_MESSAGES],
    ['MULTIPLE_MESSAGES', MULTIPLE_MESSAGES],
    ['MULTI_RACE_MESSAGES', MULTI_RACE_MESSAGES],
  ])('holds the contract’s %s word for word in English', (group, messages) => {
    // Words the contract shares with a refusal code are translated once, under the code.
    const catalogued = new Set(Object.values(english));
    for (const [name, message] of Object.entries(messages)) {
      expect(catalogued.has(message), `${group}.${name}`).toBe(true);
    }
  });
});
