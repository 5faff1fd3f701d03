// `npm run check:migrations`: a shipped migration is never edited. Databases that already ran
// a migration never see a later edit of it, so an edit splits the fleet into two schemas (it
// happened once: 0009, repaired by 0014). Compares every committed SQL migration with the text
// it was first committed with on main, and the journal's entries with theirs (entries may only
// be appended), and that no migration since 0032 creates a function (they live in
// apps/api/src/db/functions). Main's first-parent line is what shipped: a branch may renumber or rework its
// migration until it is merged. Exits 1 on any difference, 2 when git history is unavailable (a shallow clone).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
const journalPath = 'apps/api/migrations/meta/_journal.json';

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function firstCommitOf(path: string): string | undefined {
  const commits = git('log', '--first-parent', '--diff-filter=A', '--format=%H', '--', path)
    .trim()
    .split('\n');
  return commits.at(-1) || undefined;
}

function firstVersionOf(path: string): string | undefined {
  const commit = firstCommitOf(path);
  return commit === undefined ? undefined : git('show', `${commit}:${path}`);
}

interface JournalEntry {
  tag: string;
  when: number;
}

function journalEntries(text: string): JournalEntry[] {
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

if (git('rev-parse', '--is-shallow-repository').trim() === 'true') {
  console.error('check:migrations needs the whole git history (this clone is shallow).');
  process.exit(2);
}

const problems: string[] = [];
for (const file of readdirSync(migrationsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort()) {
  const path = `apps/api/migrations/${file}`;
  const shipped = firstVersionOf(path);
  if (shipped !== undefined && shipped !== readFileSync(`${migrationsFolder}/${file}`, 'utf8'))
    problems.push(`${file} differs from the text it was first committed with`);
}

const journal = journalEntries(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
// Every journal ever committed must still be a prefix of today's: entries are only appended.
for (const commit of git('log', '--first-parent', '--format=%H', '--', journalPath)
  .trim()
  .split('\n')) {
  journalEntries(git('show', `${commit}:${journalPath}`)).forEach((entry, index) => {
    const now = journal[index];
    if (now?.tag !== entry.tag || now.when !== entry.when)
      problems.push(
        `journal entry ${index} (${entry.tag}) was changed or removed since ${commit.slice(0, 7)}`,
      );
  });
}
journal.forEach((entry, index) => {
  const before = journal[index - 1];
  if (before !== undefined && entry.when <= before.when)
    problems.push(`journal entry ${entry.tag} is not later than ${before.tag}: it would never run`);
});

// Since 0032 a database function lives in its source file (apps/api/src/db/functions, decision
// 034): a later migration that creates one would be overwritten by that file at the next boot.
// The one exception is a placeholder a trigger needs to exist when the migration declares it:
// a body of nothing but `RETURN NULL`, for a function whose source file replaces it at boot.
const FUNCTION_SOURCES_FROM = 32;
const functionsFolder = fileURLToPath(new URL('../src/db/functions', import.meta.url));
const CREATED_FUNCTION =
  /create\s+(?:or\s+replace\s+)?function\s+(\w+)\s*\([^)]*\)([\s\S]*?)\$\$([\s\S]*?)\$\$/gi;
journal.forEach((entry) => {
  if (Number.parseInt(entry.tag, 10) <= FUNCTION_SOURCES_FROM) return;
  const text = readFileSync(`${migrationsFolder}/${entry.tag}.sql`, 'utf8');
  const created = [...text.matchAll(CREATED_FUNCTION)];
  const isPlaceholder = ([, name, signature, body]: RegExpMatchArray) =>
    /returns\s+trigger/i.test(signature ?? '') &&
    /^\s*begin\s+return\s+null;\s*end\s*$/i.test(body ?? '') &&
    existsSync(`${functionsFolder}/${name}.sql`);
  const counted = (text.match(/create\s+(or\s+replace\s+)?function/gi) ?? []).length;
  if (counted !== created.length || !created.every(isPlaceholder))
    problems.push(
      `${entry.tag} creates a function: edit its file in apps/api/src/db/functions instead`,
    );
});

if (problems.length > 0) {
  console.error('Shipped migrations changed (add a new migration instead):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Migrations unchanged: ${journal.length} checked against their first committed text.`);
