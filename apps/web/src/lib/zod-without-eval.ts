import { z } from 'zod';

/**
 * zod decides whether to compile object parsers when each schema is built, by probing
 * `new Function` once; the page's CSP forbids eval, so the probe only files a violation report.
 * Parsing without compiling is what happens here anyway. The build puts this module in zod's
 * own chunk (vite.config.ts), which runs before any chunk that builds a schema.
 */
z.config({ jitless: true });
