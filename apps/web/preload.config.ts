import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Source modules whose chunks the first visit needs right after the entry: the race day screen
 * (what `/` opens) and the pieces of the shell that every phone page shows but loads lazily.
 * Listed here they are fetched in parallel with the entry instead of after it has run.
 */
export const FIRST_SCREEN_MODULES = [
  /\/app\/routes\/race-day-screen\.tsx$/,
  /\/features\/races\/components\/next-to-go-strip\.tsx$/,
  /\/features\/home\/components\/site-banners\.tsx$/,
];

/**
 * Screens that only some addresses open, with the address prefix that opens them. index.html is
 * the same page for every address, so their chunks cannot be named in it; the server sends them
 * as `Link` preload headers with the page on those addresses (apps/api/src/plugins/web-app.ts),
 * from `page-preloads.json` that the build writes beside index.html.
 */
export const PAGE_MODULES: ReadonlyArray<{ name: string; pathPrefix: string; module: RegExp }> = [
  { name: 'race-card', pathPrefix: '/fixtures/', module: /\/app\/routes\/fixture-screen\.tsx$/ },
];

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** The chunks a module needs beyond what the entry loads: its own and their static imports. */
function chunkFilesFor(bundle: OutputBundle) {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const byFile = new Map<string, OutputChunk>(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (fileName: string, into: Set<string>): void => {
    const chunk = byFile.get(fileName);
    if (!chunk || into.has(fileName)) return;
    into.add(fileName);
    chunk.imports.forEach((file) => collect(file, into));
  };
  const loadedByEntry = new Set<string>();
  chunks.filter((chunk) => chunk.isEntry).forEach((c) => collect(c.fileName, loadedByEntry));
  return (modules: readonly RegExp[]): string[] => {
    const wanted = new Set<string>();
    for (const pattern of modules) {
      // The module may be the chunk's own or one of a group's (vite.config.ts CHUNK_GROUPS).
      const chunk = chunks.find((c) => c.moduleIds.some((id) => pattern.test(id)));
      if (!chunk) throw new Error(`No chunk for the preloaded module ${String(pattern)}`);
      collect(chunk.fileName, wanted);
    }
    return [...wanted].filter((file) => !loadedByEntry.has(file));
  };
}

/**
 * Adds `<link rel="modulepreload">` for the first screen's chunks and their static imports to
 * the built index.html, next to the ones Vite writes for the entry (which are left out here),
 * and writes the chunks of PAGE_MODULES per address prefix to `page-preloads.json`.
 */
export function preloadFirstScreen(modules = FIRST_SCREEN_MODULES): Plugin {
  return {
    name: 'furlong:preload-first-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      const filesFor = chunkFilesFor(bundle);
      const preloads = PAGE_MODULES.map(({ pathPrefix, module }) => ({
        pathPrefix,
        files: filesFor([module]).map((file) => `/${file}`),
      }));
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return chunkFilesFor(context.bundle ?? {})(modules).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
