import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from './messages/en-IN.json';
import { isLaterMessage, LATER_NAMESPACES } from './later-messages';

const SOURCE = join(import.meta.dirname, '..');
/** What the page loads without waiting for the rest of English: the entry and the first screens. */
const ROOTS = ['main.tsx'];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;
/** An import that renders only with the whole catalogue: src/lib/lazy.ts or withCompleteEnglish. */
const WAITING_IMPORT =
  /(?:\blazy\(\s*\(\)\s*=>\s*|\bwithCompleteEnglish\(\s*)import\(\s*'([^']+)'/g;
/** A key as code writes it: 'ns.name', or the head of a template literal `ns.${…}`. */
const KEY_LITERAL = /['"`]([A-Za-z]+\.[\w.]*)(?:['"`]|\$\{)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** Every source module the first screens reach without a lazy screen's wait, and its code. */
function firstScreenModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    const code = readFileSync(path, 'utf8');
    seen.set(path, code);
    const waiting = new Set([...code.matchAll(WAITING_IMPORT)].map((match) => match[1]));
    const specifiers = [
      ...[...code.matchAll(STATIC_IMPORT)].map((match) => match[1]),
      ...[...code.matchAll(DYNAMIC_IMPORT)]
        .map((match) => match[1])
        .filter((specifier) => !waiting.has(specifier)),
    ];
    for (const specifier of specifiers) {
      const resolved = specifier ? resolveModule(path, specifier) : undefined;
      if (resolved) visit(resolved);
    }
  };
  ROOTS.forEach((root) => visit(join(SOURCE, root)));
  return seen;
}

describe('the part of English that loads later', () => {
  const modules = firstScreenModules();

  it('reaches the shell, the race day and the race card from the entry', () => {
    const files = [...modules.keys()].map((path) => relative(SOURCE, path));
    expect(files).toEqual(
      expect.arrayContaining([
        'app/layout/app-shell.tsx',
        'app/routes/race-day-screen.tsx',
        'app/routes/fixture-screen.tsx',
        'features/races/components/next-to-go-strip.tsx',
      ]),
    );
    // Lazy screens are not part of it: they wait for the whole catalogue.
    expect(files).not.toContain('app/routes/account/statements-screen.tsx');
  });

  it('holds no key that code loaded before a lazy screen uses', () => {
    const used: string[] = [];
    for (const [path, code] of modules) {
      for (const [, key = ''] of code.matchAll(KEY_LITERAL)) {
        if (isLaterMessage(key)) used.push(`${relative(SOURCE, path)}: ${key}`);
      }
    }
    expect(used).toEqual([]);
  });

  it('names only namespaces the catalogue has', () => {
    const namespaces = new Set(Object.keys(english).map((key) => key.split('.')[0]));
    expect(LATER_NAMESPACES.filter((name) => !namespaces.has(name))).toEqual([]);
  });
});
