import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The newcomer's pages name files; a renamed file must not leave them pointing nowhere. A path
 * in backticks counts when it contains a slash and ends in a file extension (a file) or in a
 * slash (a folder). It is read from the repository root, or from one of the workspaces the
 * pages abbreviate it from (`apps/api/`, `apps/web/`, `packages/contract/`).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PAGES = [
  'docs/ARCHITECTURE.md',
  'docs/rules.md',
  'docs/realtime.md',
  'docs/glossary.md',
  'docs/subsystems.md',
];
const BASES = ['', 'apps/api/', 'apps/web/', 'packages/contract/'];

const PATH_LIKE = /^[A-Za-z0-9_.-][\w.@/-]*\/[\w.@/-]*$/;
const FILE_OR_FOLDER = /(\.[A-Za-z][A-Za-z0-9]{0,4}|\/)$/;

function withoutFences(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
}

function backtickedPaths(markdown: string): string[] {
  const spans = [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return spans.filter((span) => PATH_LIKE.test(span) && FILE_OR_FOLDER.test(span));
}

function relativeLinks(markdown: string): string[] {
  return [...withoutFences(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

const exists = (path: string) => BASES.some((base) => existsSync(join(ROOT, base, path)));

describe('the docs name files that exist', () => {
  it('finds paths in backticks, and only those', () => {
    expect(
      backtickedPaths(
        'see `apps/api/src/app.ts`, `src/jobs/`, `GET /api/health`, `@furlong/contract`, `x.ts`, `a/b`',
      ),
    ).toEqual(['apps/api/src/app.ts', 'src/jobs/']);
  });

  it.each(PAGES)('%s', (page) => {
    const markdown = readFileSync(join(ROOT, page), 'utf8');
    const paths = backtickedPaths(markdown);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
    const links = relativeLinks(markdown);
    expect(links.filter((link) => !existsSync(resolve(ROOT, dirname(page), link)))).toEqual([]);
  });

  it('every decision record says its status', () => {
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((name) =>
      name.endsWith('.md'),
    );
    expect(records.length).toBeGreaterThan(0);
    const withoutStatus = records.filter(
      (name) =>
        !/^(Status:|## Status)/m.test(readFileSync(join(ROOT, 'docs/decisions', name), 'utf8')),
    );
    expect(withoutStatus).toEqual([]);
  });

  it('every decision record says its status in the one format', () => {
    const format =
      /^Status: Accepted \(\d{4}-\d{2}-\d{2}\)(; (follows|amends) \d{3}((, \d{3})* and \d{3})?)?$/m;
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((name) =>
      name.endsWith('.md'),
    );
    const odd = records.filter(
      (name) => !format.test(readFileSync(join(ROOT, 'docs/decisions', name), 'utf8')),
    );
    expect(odd).toEqual([]);
  });
});
