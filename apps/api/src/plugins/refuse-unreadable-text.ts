import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

/**
 * A NUL or a lone UTF-16 surrogate (a high half without its low half, or the reverse). Neither
 * is text a person typed: PostgreSQL cannot store NUL in text and refuses a lone surrogate
 * once encoded, so left in, either becomes a failed query and a 500.
 */
const UNREADABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNREADABLE_TEXT_MESSAGE = 'Please remove the unsupported characters and try again.';

export const hasUnreadableText = (value: string): boolean => UNREADABLE.test(value);

/**
 * The path of the first string (or object key) in `value` holding unreadable text, if any.
 * Iterative, not recursive: a body may nest deeper than the call stack.
 */
export function findUnreadableText(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (UNREADABLE.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (UNREADABLE.test(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses NUL and lone surrogates once, at the edge, for every route: in the path parameters,
 * the query and the JSON body, before any schema or handler sees them (docs/decisions/027).
 */
export function registerUnreadableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const path =
      findUnreadableText(request.params, 'params') ??
      findUnreadableText(request.query, 'querystring') ??
      findUnreadableText(request.body, 'body');
    if (path === undefined) {
      done();
      return;
    }
    done(
      new AppError('VALIDATION_FAILED', UNREADABLE_TEXT_MESSAGE, [
        { path, message: UNREADABLE_TEXT_MESSAGE },
      ]),
    );
  });
}
