import multipart from '@fastify/multipart';
import { customerSelfSchema, KYC_MESSAGES, UPLOAD_MAX_TOTAL_BYTES } from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, rateLimited } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { findPlayerById } from './find-player';
import { readKycUpload, uploadTooLarge } from './read-kyc-upload';
import { uploadKycDocuments } from './upload-kyc-documents';

/** Boundaries and part headers around 5 MB of files: a few hundred bytes in practice. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const UPLOADS_PER_HOUR = 10;

/** An honest Content-Length over the limit is refused before a byte of the body is read. */
async function refuseDeclaredOversize(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_TOTAL_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw uploadTooLarge();
}

/** How long a connection may go on sending a body that was answered before it all arrived. */
const UNREAD_BODY_LINGER_MS = 2_000;

/**
 * After an answer given before the body has all arrived (too large, refused, not signed in):
 * closing at once would reset the connection under the answer, and the client would never
 * read it. So the rest of the body is read and dropped for a short while, then the connection
 * is closed if the body is still coming.
 */
async function lingerOnUnreadBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  // `complete` is false on a real connection until the body has ended (inject has none).
  if (raw.complete !== false) return;
  const timer = setTimeout(() => raw.socket?.destroy(), UNREAD_BODY_LINGER_MS);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
  raw.resume();
}

/** POST /api/customer/self/upload. Multipart parsing is registered in this scope only. */
export const kycUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.post(
    '/customer/self/upload',
    {
      onRequest: [refuseDeclaredOversize, (request) => app.requirePlayer(request)],
      onResponse: lingerOnUnreadBody,
      schema: {
        tags: ['customers'],
        security: [{ bearer: [] }],
        summary:
          'Upload up to 2 PAN card images (jpg, png, gif; 5 MB in all) in field `file`; KYC becomes PENDING',
        consumes: ['multipart/form-data'],
        response: {
          200: customerSelfSchema,
          ...errorResponses(400, 401, 409, 413, 429),
        },
      },
    },
    async (request) => {
      const playerId = currentPlayer(request).id;
      const limit = await app.rateLimiter.hit(`kyc-upload:${playerId}`, UPLOADS_PER_HOUR, 3600);
      if (!limit.allowed)
        throw rateLimited('Too many uploads. Please try again later.', limit.retryAfterSeconds);
      // Checked again under the row lock; here it spares reading 5 MB that would be refused.
      const player = await findPlayerById(app.database.db, playerId);
      if (player?.kycStatus === 'VERIFIED')
        throw new AppError('CONFLICT', KYC_MESSAGES.documentsLocked);
      const documents = await readKycUpload(request);
      return uploadKycDocuments(
        { db: app.database.db, clock: app.clock, cipher: app.secrets.fieldCipher },
        playerId,
        documents,
        request.ip,
      );
    },
  );
};
