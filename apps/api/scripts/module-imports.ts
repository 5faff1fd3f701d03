// `npm run module-imports`: counts the value imports (not `import type`) by which a production
// file of one API module reaches into another module, to show how tangled the modules are.
// Tests and test kits are left out: they build fixtures across modules by design.
// `--list` prints each import; the last line is always the total. `--max N` fails (exit 1) when
// the total passes N: CI runs it with the committed ceiling (`npm run check:module-imports`,
// decision 083), which is lowered as modules come apart and raised only by a reviewed change.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const modulesRoot = resolve(import.meta.dirname, '../src/modules');
const isListed = process.argv.includes('--list');
const maxIndex = process.argv.indexOf('--max');
const ceiling = maxIndex === -1 ? undefined : Number(process.argv[maxIndex + 1]);
if (ceiling !== undefined && !Number.isInteger(ceiling)) {
  console.error('--max takes a whole number: the most value imports across API modules allowed.');
  process.exit(2);
}

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts');
    const isTest = entry.name.endsWith('.test.ts') || entry.name.includes('test-kit');
    return isSource && !isTest ? [path] : [];
  });
}

/** The module a file belongs to: the first folder under src/modules. */
function moduleOf(path: string): string | undefined {
  const inside = relative(modulesRoot, path);
  if (inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

/** True when the declaration brings in a value at run time (a type-only one is erased). */
function carriesValue(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    if (clause && ts.isNamedExports(clause)) return clause.elements.some((e) => !e.isTypeOnly);
    return true;
  }
  const clause = node.importClause;
  if (!clause) return true; // a side-effect import runs the module
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly);
}

const crossings: string[] = [];
for (const file of productionFiles(modulesRoot)) {
  const from = moduleOf(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const to = moduleOf(resolve(dirname(file), specifier.text));
    if (to === undefined || to === from || !carriesValue(statement)) continue;
    crossings.push(`${relative(modulesRoot, file)} -> ${to} (${specifier.text})`);
  }
}

if (isListed) for (const crossing of crossings.sort()) console.log(crossing);
console.log(`Value imports across API modules: ${crossings.length}`);
if (ceiling !== undefined && crossings.length > ceiling) {
  console.error(
    `That is over the ceiling of ${ceiling}: import what a module's line allows through fewer files, or move the code to the module that owns it (\`--list\` shows each import).`,
  );
  process.exit(1);
}
