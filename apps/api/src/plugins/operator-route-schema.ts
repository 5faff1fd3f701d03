import { operatorPermissionSchema, type OperatorPermission } from '@furlong/contract';
import type { z } from 'zod';
import { errorResponses } from './error-responses';

/** How an operator route declares itself: its tag, its permission and the answers it gives. */
export const tags = ['operator'];

/** A route's responses: its success schema and the errors it documents (401 and 403 always). */
export function responses<T extends z.ZodType>(
  status: 200 | 201,
  schema: T,
  errors: readonly number[] = [],
) {
  const errorReplies: Record<string, z.ZodType> = errorResponses(400, 401, 403, ...errors);
  return { [status]: schema, ...errorReplies } as Record<typeof status, T> &
    Record<number, z.ZodType>;
}

/**
 * An operator route's permission, declared once in its schema as the bearer requirement's
 * scope (`security: requires('players:adjust')`): the OpenAPI document shows it, the operator
 * guard enforces it, and the role-matrix test reads it from the document.
 */
export function requires(permission: OperatorPermission) {
  return [{ bearer: [permission] }];
}

/** The permission a route's schema declares, if it declares exactly one known permission. */
export function declaredPermission(schema: unknown): OperatorPermission | undefined {
  const security = (schema as { security?: { bearer?: unknown[] }[] } | undefined)?.security;
  const scopes = security?.length === 1 ? security[0]?.bearer : undefined;
  if (scopes?.length !== 1) return undefined;
  const parsed = operatorPermissionSchema.safeParse(scopes[0]);
  return parsed.success ? parsed.data : undefined;
}
