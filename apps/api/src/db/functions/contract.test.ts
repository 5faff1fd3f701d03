import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../../api-root';
import { readFunctionSources } from '../function-sources';
import { ADVISORY_LOCKS, REFUSALS, refusalKeeps, type RefusalKeeps } from './contract';

const REPO_ROOT = join(API_ROOT, '..', '..');
const CONTRACT_FILE = join(API_ROOT, 'src', 'db', 'functions', 'contract.ts');
const sources = readFunctionSources();
const functionNames = new Set(sources.map((source) => source.name));
/** A function's text without its `--` comments, which name other functions in passing. */
const codeOf = (text: string) => text.replace(/--.*$/gm, '');

/** Every TypeScript file of the repository's apps and packages, tests and scripts included. */
function typescriptFiles(folder = REPO_ROOT): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist') return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return typescriptFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** A number of our lock family (7 240 3NN), as TypeScript (with `_`) or SQL (without) writes it. */
const LOCK_LITERAL = /\b7_?240_?3\d\d\b/g;
/** The first argument of an advisory lock call. */
const LOCK_CALL = /pg_(?:try_)?advisory_(?:xact_)?(?:un)?lock(?:_shared)?\s*\(\s*([^,)]+)/g;
const registered = new Map<number, string>(
  Object.entries(ADVISORY_LOCKS).map(([use, lock]) => [lock.key, use]),
);
const numberOf = (literal: string) => Number(literal.replaceAll('_', ''));

describe('the advisory lock registry', () => {
  it('gives each key one use', () => {
    const keys = Object.values(ADVISORY_LOCKS).map((lock) => lock.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds every lock literal of a function source in the registry, under that function', () => {
    const found: string[] = [];
    for (const source of sources)
      for (const [, argument] of codeOf(source.text).matchAll(LOCK_CALL)) {
        const first = (argument as string).trim();
        if (!/^\d/.test(first)) continue;
        const use = registered.get(numberOf(first));
        const lock = use ? ADVISORY_LOCKS[use as keyof typeof ADVISORY_LOCKS] : undefined;
        found.push(`${source.name}:${first}`);
        expect(use, `${source.name} locks ${first}, a key not in the registry`).toBeDefined();
        expect(
          (lock?.sql as readonly string[] | undefined) ?? [],
          `${source.name} uses ${use}'s key: each key serves one thing`,
        ).toContain(source.name);
      }
    expect(found.length).toBeGreaterThanOrEqual(3);
  });

  it('finds in each function the registry names the literal it is listed for', () => {
    for (const [use, lock] of Object.entries(ADVISORY_LOCKS))
      for (const name of lock.sql) {
        const source = sources.find((candidate) => candidate.name === name);
        expect(source, `${use} names ${name}, which is not a function source`).toBeDefined();
        expect(codeOf(source?.text ?? '')).toContain(String(lock.key));
      }
  });

  it('writes no number of the lock family anywhere else: in SQL a registered key, in TypeScript none', () => {
    const strays: string[] = [];
    for (const source of sources)
      for (const [literal] of codeOf(source.text).matchAll(LOCK_LITERAL)) {
        const use = registered.get(numberOf(literal));
        const listed = use
          ? (ADVISORY_LOCKS[use as keyof typeof ADVISORY_LOCKS].sql as readonly string[])
          : [];
        if (!listed.includes(source.name)) strays.push(`${source.name}.sql: ${literal}`);
      }
    for (const file of typescriptFiles()) {
      if (file === CONTRACT_FILE) continue;
      const text = readFileSync(file, 'utf8');
      for (const [literal] of text.matchAll(LOCK_LITERAL))
        strays.push(`${relative(REPO_ROOT, file)}: ${literal}`);
      for (const [, argument] of text.matchAll(LOCK_CALL))
        if (/^\d/.test((argument as string).trim()))
          strays.push(`${relative(REPO_ROOT, file)}: lock key ${argument}`);
    }
    expect(strays).toEqual([]);
  });
});

/** A WHEN SQLSTATE handler of an EXCEPTION block: the SQLSTATEs it catches and its body. */
interface Handler {
  codes: string[];
  body: string;
}

function handlersOf(text: string): Handler[] {
  const handlers: Handler[] = [];
  const pattern =
    /WHEN\s+((?:SQLSTATE\s+'\w{5}'\s*(?:OR\s+)?)+)THEN([\s\S]*?)(?=\n\s*WHEN\s+SQLSTATE|\n\s*END\s*;)/g;
  for (const [, list, body] of codeOf(text).matchAll(pattern))
    handlers.push({
      codes: [...(list as string).matchAll(/'(\w{5})'/g)].map((match) => match[1] as string),
      body: body as string,
    });
  return handlers;
}

/** What a handler keeps, read from what it does: stores the answer, records an offer, or neither. */
const keptBy = (handler: Handler): RefusalKeeps =>
  /store_idempotency_answer\s*\(/.test(handler.body)
    ? 'ANSWER'
    : /INSERT\s+INTO\s+counter_offers/i.test(handler.body)
      ? 'OFFER'
      : 'NOTHING';

/** Our SQLSTATEs a function raises itself. */
const raisedIn = (text: string) =>
  new Set([...codeOf(text).matchAll(/ERRCODE\s*=\s*'(F\w{4})'/g)].map((m) => m[1] as string));

/** Our SQLSTATEs a function can raise, itself or through the functions it calls. */
function reachableRefusals(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return new Set();
  seen.add(name);
  const text = codeOf(sources.find((source) => source.name === name)?.text ?? '');
  const codes = raisedIn(text);
  for (const [, callee] of text.matchAll(/\b([a-z_]+)\s*\(/g))
    if (callee !== name && functionNames.has(callee as string))
      for (const code of reachableRefusals(callee as string, seen)) codes.add(code);
  return codes;
}

describe('the refusal table against the SQL', () => {
  const catchers = sources.filter((source) => handlersOf(source.text).length > 0);

  it('finds the bet path’s EXCEPTION WHEN lists', () => {
    expect(catchers.map((source) => source.name)).toEqual(
      expect.arrayContaining(['place_bet_slip_once', 'place_multiple_once']),
    );
  });

  it('lists every SQLSTATE the functions raise, and none that no function raises', () => {
    const raised = new Set(sources.flatMap((source) => [...raisedIn(source.text)]));
    expect([...raised].filter((code) => !(code in REFUSALS)).sort()).toEqual([]);
    expect(Object.keys(REFUSALS).filter((code) => !raised.has(code))).toEqual([]);
  });

  it.each(catchers.map((source) => [source.name, source.text] as const))(
    '%s keeps for each SQLSTATE it catches what the table says',
    (_name, text) => {
      for (const handler of handlersOf(text))
        for (const code of handler.codes)
          expect(keptBy(handler), `${code} keeps ${refusalKeeps(code)} in the table`).toBe(
            refusalKeeps(code),
          );
    },
  );

  it.each(catchers.map((source) => [source.name] as const))(
    '%s catches every refusal it or the functions it calls can raise',
    (name) => {
      const caught = new Set(
        handlersOf(sources.find((source) => source.name === name)?.text ?? '').flatMap(
          (handler) => handler.codes,
        ),
      );
      const reachable = reachableRefusals(name);
      expect(reachable.size).toBeGreaterThan(5);
      expect([...reachable].filter((code) => !caught.has(code)).sort()).toEqual([]);
    },
  );

  it('reads a handler that stores, one that records an offer and one that keeps nothing', () => {
    const text = sources.find((source) => source.name === 'place_bet_slip_once')?.text ?? '';
    expect(handlersOf(text).map(keptBy)).toEqual(['ANSWER', 'OFFER', 'NOTHING']);
  });
});
