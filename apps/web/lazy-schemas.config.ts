import ts from 'typescript';
import type { Plugin } from 'vite';

/** Where top-level schemas are built: the contract and the app's own sources (tests excluded). */
const SCHEMA_SOURCES = /\/(packages\/contract|apps\/web)\/src\/(?!.*\.test\.tsx?$).*\.tsx?$/;
const LAZY_SCHEMA_MODULE = new URL('./src/lib/lazy-schema.ts', import.meta.url).pathname;
/** Calls that give back data, not a schema: their result stays as it is. */
const DATA_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode']);

/** The identifier a call chain starts from: `z` in `z.object({}).extend({})`. */
function rootOf(node: ts.Expression): { root: ts.Identifier | null; lastMethod: string | null } {
  let current: ts.Expression = node;
  let lastMethod: string | null = null;
  for (;;) {
    if (ts.isCallExpression(current)) {
      const callee = current.expression;
      if (lastMethod === null && ts.isPropertyAccessExpression(callee)) {
        lastMethod = callee.name.text;
      }
      current = callee;
    } else if (ts.isPropertyAccessExpression(current) || ts.isNonNullExpression(current)) {
      current = current.expression;
    } else if (ts.isParenthesizedExpression(current)) {
      current = current.expression;
    } else {
      return { root: ts.isIdentifier(current) ? current : null, lastMethod };
    }
  }
}

function unwrapped(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** Is this top-level initialiser a zod schema being built (`z.…(…)` or `somethingSchema…(…)`)? */
function isSchemaBuild(initializer: ts.Expression): boolean {
  const call = unwrapped(initializer);
  if (!ts.isCallExpression(call)) return false;
  const { root, lastMethod } = rootOf(call);
  if (!root || (lastMethod && DATA_METHODS.has(lastMethod))) return false;
  return root.text === 'z' || /Schema$/.test(root.text);
}

/**
 * Rewrites `const xSchema = z.object(…)` at the top of a module into
 * `const xSchema = lazySchema(() => z.object(…))`, so schemas are built when first used. Only in
 * the browser build: the server and the tests build them as written.
 */
export function lazySchemas(): Plugin {
  return {
    name: 'furlong:lazy-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/').split('?')[0] ?? '';
      if (!SCHEMA_SOURCES.test(path) || path === LAZY_SCHEMA_MODULE) return null;
      if (!code.includes('Schema') && !/\bz\./.test(code)) return null;
      const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
      const edits: Array<{ start: number; end: number }> = [];
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const { initializer } = declaration;
          if (!initializer || !ts.isIdentifier(declaration.name)) continue;
          if (isSchemaBuild(initializer)) {
            edits.push({ start: initializer.getStart(source), end: initializer.getEnd() });
          }
        }
      }
      if (edits.length === 0) return null;
      let output = code;
      for (const { start, end } of edits.reverse()) {
        output = `${output.slice(0, start)}__lazySchema(() => (${output.slice(start, end)}))${output.slice(end)}`;
      }
      return {
        // On the first line, so the lines of the source stay where they were.
        code: `import { lazySchema as __lazySchema } from ${JSON.stringify(LAZY_SCHEMA_MODULE)}; ${output}`,
        map: null,
      };
    },
  };
}
