import type { OperatorPermission } from '@furlong/contract';
import type { FastifyInstance } from 'fastify';
import { declaredPermission } from '../src/plugins/operator-route-schema';

export interface OperatorRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, e.g. /api/operator/races/{uid}. */
  path: string;
  /** The permission the document declares (the bearer scope), undefined if none. */
  permission: OperatorPermission | undefined;
}

/** Sign-in (both steps) and refresh: the only operator routes open without an operator token. */
export const OPEN_OPERATOR_PATHS = [
  '/api/operator/auth/login',
  '/api/operator/auth/second-factor',
  '/api/operator/auth/refresh-token',
];

/** Every guarded /api/operator/* route, read from the app's own OpenAPI document. */
export function operatorRoutesOf(app: FastifyInstance): OperatorRoute[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> })
    .paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/operator/') && !OPEN_OPERATOR_PATHS.includes(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as OperatorRoute['method'],
        path,
        permission: declaredPermission(operation),
      })),
    );
}

/** The route's address with every path parameter filled in. */
export const urlOf = (route: OperatorRoute, id: string) => route.path.replace(/\{[^}]+\}/g, id);
