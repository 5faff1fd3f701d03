import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_WORDS } from './first-screen-words';

const englishCatalogue = JSON.parse(
  readFileSync(new URL('../../../../web/src/i18n/messages/en-IN.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe("the server's first-screen words", () => {
  it("are the English catalogue's words for the same keys", () => {
    for (const [key, words] of Object.entries(FIRST_SCREEN_WORDS)) {
      expect({ key, words }).toEqual({ key, words: englishCatalogue[key] });
    }
  });
});
