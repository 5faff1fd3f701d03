/**
 * The catalogue keys each language still lacks: every key of English (`en-IN.json`) that a
 * language's catalogue does not hold, and any key it holds that English no longer has. Used
 * when new English keys land, to hand the missing ones to translators.
 *
 * Usage: npx tsx apps/web/scripts/missing-messages.ts [--json] [tag ...]
 * Prints per language the missing keys with their English text; exits 1 when any is missing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const MESSAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n', 'messages');
const ENGLISH = 'en-IN';

type Catalogue = Record<string, string>;

function readCatalogue(tag: string): Catalogue {
  return JSON.parse(readFileSync(join(MESSAGES, `${tag}.json`), 'utf8')) as Catalogue;
}

interface Gaps {
  tag: string;
  missing: string[];
  extra: string[];
}

function gapsOf(tag: string, english: Catalogue, catalogue: Catalogue): Gaps {
  return {
    tag,
    missing: Object.keys(english).filter((key) => !(key in catalogue)),
    extra: Object.keys(catalogue).filter((key) => !(key in english)),
  };
}

const { values, positionals } = parseArgs({
  options: { json: { type: 'boolean', default: false } },
  allowPositionals: true,
});

const english = readCatalogue(ENGLISH);
const tags =
  positionals.length > 0
    ? positionals
    : readdirSync(MESSAGES)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''))
        .filter((tag) => tag !== ENGLISH)
        .sort();
const gaps = tags.map((tag) => gapsOf(tag, english, readCatalogue(tag)));

if (values.json) {
  const report = Object.fromEntries(
    gaps.map(({ tag, missing, extra }) => [
      tag,
      { missing: Object.fromEntries(missing.map((key) => [key, english[key]])), extra },
    ]),
  );
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const { tag, missing, extra } of gaps) {
    console.log(`${tag}: ${missing.length} missing, ${extra.length} not in English`);
    for (const key of missing) console.log(`  - ${key}: ${JSON.stringify(english[key])}`);
    for (const key of extra) console.log(`  + ${key}`);
  }
}

process.exitCode = gaps.some(({ missing }) => missing.length > 0) ? 1 : 0;
