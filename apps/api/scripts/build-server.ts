/**
 * The production server: one ES module bundle, dist/server.js, run by plain `node` with only
 * production dependencies installed (docs/decisions/031-production-build.md).
 *
 * Bundled: the API's own source and @furlong/contract (TypeScript, which node cannot run).
 * External: every npm package. They are installed from the lockfile beside the bundle, keep
 * the files they read at run time where they expect them (PGlite's wasm and data, the
 * swagger UI's static files, native argon2 bindings, pg's optional pg-native) and keep their
 * licences and versions visible. Files a module reads beside itself are copied beside the bundle.
 *
 * Usage: tsx apps/api/scripts/build-server.ts
 */
import { cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { API_ROOT } from '../src/api-root';

const outDir = join(API_ROOT, 'dist');
const WORKSPACE_SCOPE = '@furlong/';

/** Bare imports stay imports, except the workspace's own TypeScript packages. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await rm(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(API_ROOT, 'src', 'server.ts')],
  outfile: join(outDir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  // engines: the oldest Node the server supports.
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces and pino's logs keep readable names.
  minify: false,
  legalComments: 'none',
  plugins: [externalNpmPackages],
  metafile: true,
  logLevel: 'warning',
});
// An external import outside `dependencies` would start in development and fail in production.
const { dependencies = {} } = JSON.parse(
  await readFile(join(API_ROOT, 'package.json'), 'utf8'),
) as { dependencies?: Record<string, string> };
const missing = new Set<string>();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (!external || path.startsWith('node:')) continue;
    const name = path
      .split('/')
      .slice(0, path.startsWith('@') ? 2 : 1)
      .join('/');
    if (!(name in dependencies)) missing.add(name);
  }
}
if (missing.size > 0) {
  throw new Error(
    `The bundle imports packages missing from apps/api dependencies: ${[...missing].join(', ')}`,
  );
}
// The demo video's segments are read beside the module that serves them (demo-stream.ts).
await cp(join(API_ROOT, 'src', 'modules', 'video', 'demo-stream'), join(outDir, 'demo-stream'), {
  recursive: true,
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `API bundle: ${join(outDir, 'server.js')} (${(bytes / 1024).toFixed(0)} KB with its source map)`,
);
