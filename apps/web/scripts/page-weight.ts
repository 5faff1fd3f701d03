/**
 * Page weight of the race day: the gzipped JavaScript a player's phone downloads before the
 * first race list shows (entry, its static imports, the race-day route chunk and its static
 * imports). Run after `npm run build -w @furlong/web`; exits 1 above the budget.
 *
 * Usage: tsx apps/web/scripts/page-weight.ts [--budget-kb 250] [--route race-day-screen] [--dist dir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { FIRST_SCREEN_MODULES } from '../preload.config';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
const { values } = parseArgs({
  options: {
    'budget-kb': { type: 'string', default: '250' },
    route: { type: 'string', default: 'race-day-screen' },
    dist: { type: 'string', default: join(dirname(fileURLToPath(import.meta.url)), '..', 'dist') },
  },
});
const dist = values.dist;
const budgetKb = Number(values['budget-kb']);
const route = values.route;

/** With Vite's manifest (build.manifest: true) the chunk graph is exact. */
function filesFromManifest(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const routeKey = Object.keys(manifest).find((key) =>
    new RegExp(`/${route}\\.[jt]sx?$`).test(key),
  );
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  // A first-screen route has no chunk of its own: it is grouped with what the entry loads up
  // front (vite.config.ts CHUNK_GROUPS), so the entry's graph already holds it.
  const isGrouped = FIRST_SCREEN_MODULES.some((pattern) =>
    pattern.test(`/app/routes/${route}.tsx`),
  );
  if (!routeKey && !isGrouped) {
    throw new Error(`No chunk for the route module "${route}" in the manifest`);
  }
  if (!routeKey) console.log(`The route module "${route}" is bundled into the entry's chunks.`);
  [...entries, ...(routeKey ? [routeKey] : [])].forEach(visit);
  return [...files];
}

// Without the manifest: index.html names the entry and its preloads; chunks are followed
// through their own static imports (Vite writes them as `from"./x.js"` / `import"./x.js"`).
const STATIC_IMPORT =
  /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;

function filesFromHtml(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const roots = tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1])
    .filter((file): file is string => Boolean(file));
  const routeChunk = readdirJs().find((file) => posix.basename(file).startsWith(`${route}-`));
  if (roots.length === 0) throw new Error('index.html loads no module script');
  if (!routeChunk) throw new Error(`No chunk named ${route}-*.js in dist/assets`);
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file) || !existsSync(join(dist, file))) return;
    files.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      visit(posix.join(posix.dirname(file), match[1] ?? ''));
    }
  };
  [...roots, routeChunk].forEach(visit);
  return [...files];
}

function readdirJs(): string[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
}

function main(): number {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run "npm run build -w @furlong/web" first.`);
    return 1;
  }
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const hasManifest = existsSync(manifestPath);
  const files = hasManifest
    ? filesFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : filesFromHtml();
  const sizes = files
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);

  console.log(
    `Race day page weight (${hasManifest ? 'from the Vite manifest' : 'from index.html'}):`,
  );
  for (const { file, gzip } of sizes) {
    console.log(`  ${(gzip / KB).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const verdict = total <= budgetKb * KB ? 'within' : 'OVER';
  console.log(
    `Initial JS, gzipped: ${(total / KB).toFixed(1)} KB (${verdict} the ${budgetKb} KB budget)`,
  );
  return total <= budgetKb * KB ? 0 : 1;
}

process.exitCode = main();
