import { errorBodySchema } from '@furlong/contract';
import type { z } from 'zod';

export const tags = ['operator'];

/** A route's responses: its success schema and the errors it documents (401 and 403 always). */
export function responses<T extends z.ZodType>(
  status: 200 | 201,
  schema: T,
  errors: readonly number[] = [],
) {
  return {
    [status]: schema,
    ...Object.fromEntries([400, 401, 403, ...errors].map((code) => [code, errorBodySchema])),
  } as Record<typeof status, T> & Record<number, z.ZodType>;
}
