import {
  kycDecisionResponseSchema,
  kycDocumentParamsSchema,
  kycPlayerParamsSchema,
  kycReviewQueueSchema,
  operatorKycQuerySchema,
  operatorReasonBodySchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator, currentPlayer } from '../../plugins/signed-in';
import { requires } from '../../plugins/operator-route-schema';
import { notFound } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { decideKyc } from './decide-kyc';
import { KYC_DOCUMENT_VIEWED } from './find-opened-documents';
import { findKycDocument, listKycQueue } from './kyc-review.queries';
import { sendKycDocument } from './send-kyc-document';

const tags = ['kyc'];
const security = [{ bearer: [] }];
const QUEUE_LIMIT = 200;
/** The player's own document, as a download. Another player's is a 404, as if missing. */
export const kycDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/self/kyc/documents/:id',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Download one of your KYC documents',
        params: kycDocumentParamsSchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const document = await findKycDocument(app.database.db, request.params.id);
      if (document?.playerId !== currentPlayer(request).id) throw notFound('Document');
      return sendKycDocument(reply, app.secrets.fieldCipher, document);
    },
  );
};

/** Registered inside the requireOperator scope of operators.routes.ts. */
export const operatorKycRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, notifier: app.notifier, log: app.log });

  app.get(
    '/kyc',
    {
      schema: {
        tags,
        security: requires('kyc:review'),
        summary: 'Players by KYC state (PENDING by default) with their documents',
        querystring: operatorKycQuerySchema,
        response: { 200: kycReviewQueueSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      listKycQueue(
        app.database.db,
        app.secrets.fieldCipher,
        request.query.status,
        QUEUE_LIMIT,
        app.clock.now(),
        currentOperator(request).id,
      ),
  );

  app.get(
    '/kyc/documents/:id',
    {
      schema: {
        tags,
        security: requires('kyc:review'),
        summary: 'Download a KYC document',
        params: kycDocumentParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const document = await findKycDocument(app.database.db, request.params.id);
      if (!document) throw notFound('Document');
      await recordAudit(app.database.db, {
        actor: { type: 'operator', id: currentOperator(request).id },
        // Approval reads this entry: the approver must have opened the document.
        action: KYC_DOCUMENT_VIEWED,
        subjectId: document.playerId,
        ip: request.ip,
        details: { documentId: document.id },
      });
      return sendKycDocument(reply, app.secrets.fieldCipher, document);
    },
  );

  app.post(
    '/kyc/:playerUid/approve',
    {
      schema: {
        tags,
        security: requires('kyc:review'),
        summary:
          "Approve a player's PAN once this operator opened its newest document (409 KYC_DOCUMENT_NOT_OPENED before): KYC verified, PAN read-only; an account linked to another by PAN, bank account or VPA answers 202 until a second operator approves",
        params: kycPlayerParamsSchema,
        response: {
          200: kycDecisionResponseSchema,
          202: kycDecisionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const decided = await decideKyc(deps(), {
        playerId: request.params.playerUid,
        operatorId: currentOperator(request).id,
        ip: request.ip,
        now: app.clock.now(),
      });
      return reply.code(decided.awaitingSecondOperator ? 202 : 200).send(decided);
    },
  );

  app.post(
    '/kyc/:playerUid/reject',
    {
      schema: {
        tags,
        security: requires('kyc:review'),
        summary: "Reject a player's PAN with a reason; they may upload again",
        params: kycPlayerParamsSchema,
        body: operatorReasonBodySchema,
        response: { 200: kycDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideKyc(deps(), {
        playerId: request.params.playerUid,
        operatorId: currentOperator(request).id,
        ip: request.ip,
        now: app.clock.now(),
        rejectionReason: request.body.reason,
      }),
  );
};
