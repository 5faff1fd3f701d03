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
 * Adds `<link rel="modulepreload">` for the first screen's chunks and their static imports to
 * the built index.html, next to the ones Vite writes for the entry (which are left out here).
 */
export function preloadFirstScreen(modules = FIRST_SCREEN_MODULES): Plugin {
  return {
    name: 'furlong:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByEntry = new Set<string>();
        const collect = (fileName: string, into: Set<string>): void => {
          const chunk = byFile.get(fileName);
          if (!chunk || into.has(fileName)) return;
          into.add(fileName);
          chunk.imports.forEach((file) => collect(file, into));
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((c) => collect(c.fileName, loadedByEntry));
        const wanted = new Set<string>();
        for (const pattern of modules) {
          // The module may be the chunk's own or one of a group's (vite.config.ts CHUNK_GROUPS).
          const chunk = chunks.find((c) => c.moduleIds.some((id) => pattern.test(id)));
          if (!chunk) throw new Error(`No chunk for the first-screen module ${String(pattern)}`);
          collect(chunk.fileName, wanted);
        }
        return [...wanted]
          .filter((file) => !loadedByEntry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
