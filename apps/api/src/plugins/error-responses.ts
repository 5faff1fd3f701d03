import { errorBodySchema } from '@furlong/contract';

/**
 * The error replies a route documents, every one answered with the one error body:
 * `response: { 200: walletSchema, ...errorResponses(400, 401) }`.
 */
export function errorResponses<Status extends number>(
  ...statuses: readonly Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
