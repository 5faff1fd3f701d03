import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '@furlong/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error';

const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** One error shape for every route; 5xx bodies never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error.issues) body.issues = error.issues;
      if (error.details) body.details = error.details;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? ERROR_MESSAGES.VALIDATION_FAILED,
      }));
      body = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: issues[0]?.message ?? ERROR_MESSAGES.VALIDATION_FAILED,
        issues,
      };
    } else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type. Their
      // words are for developers; the player reads the contract's words for the code.
      const code: ErrorCode =
        error.statusCode === 404
          ? 'NOT_FOUND'
          : error.statusCode === 429
            ? 'RATE_LIMITED'
            : error.statusCode === 413
              ? 'PAYLOAD_TOO_LARGE'
              : 'VALIDATION_FAILED';
      // A route's own validator (not zod) words its refusal for players itself.
      const isOwnValidation = error.code === 'FST_ERR_VALIDATION';
      body = {
        statusCode: error.statusCode,
        code,
        message: isOwnValidation ? error.message : ERROR_MESSAGES[code],
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = {
        statusCode: 500,
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again.',
      };
    }
    body.requestId = request.id;
    // Every 429 says when to come back; a limit that did not say gets a minute.
    if (body.statusCode === 429) {
      const retryAfter = body.details?.retryAfterSeconds;
      void reply.header(
        'retry-after',
        String(typeof retryAfter === 'number' ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS),
      );
    }
    void reply.status(body.statusCode).send(body);
  });
}

/**
 * Errors Fastify meets before routing (a path that is not valid percent-encoded UTF-8): the
 * same shape as every other error instead of Fastify's own.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  const body: ErrorBody = {
    statusCode,
    code: 'VALIDATION_FAILED',
    message: 'The address of this request is not valid.',
    requestId: request.id,
  };
  void reply.status(statusCode).send(body);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody = {
    statusCode: 404,
    code: 'NOT_FOUND',
    message: ERROR_MESSAGES.NOT_FOUND,
    requestId: request.id,
  };
  void reply.status(404).send(body);
}
