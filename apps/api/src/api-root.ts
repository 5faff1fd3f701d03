import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api). This file sits one level below it, as the production
 * bundle (dist/server.js) does, so `..` from here is the same folder whether the server runs
 * from source (tsx, vitest) or from the bundle, where every module shares one import.meta.url.
 * Files the server reads at run time (migrations, the built web app) are found from here.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
