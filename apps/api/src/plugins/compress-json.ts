import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than the bytes of its own headers. */
const MIN_COMPRESS_BYTES = 1024;

/** JSON and text answers; never event streams, binaries or documents. */
const COMPRESSIBLE_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)|^text\/(?!event-stream)/;

/**
 * Compresses the API's JSON answers (a race day is some 17 KB, a race card 34 KB) with brotli or
 * gzip as the client accepts, per request. Brotli at quality 4: most of the saving for a
 * fraction of the highest quality's CPU on the hottest routes. An answer that already says how
 * it is encoded (the web build's precompressed files, a route's own precompressed copy) is sent
 * as it is, and so is anything below a kilobyte. Request bodies are never inflated: a client
 * sending compressed JSON is refused as before, not expanded into memory.
 */
export async function registerJsonCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: MIN_COMPRESS_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
