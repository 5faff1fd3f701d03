import { errorBodySchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPermission, requireRoutePermission } from '../../plugins/authenticate-operator';
import { operatorSessionRoutes, operatorSignInRoutes } from './operator-auth.routes';
import { adjustmentRequestsRoutes } from './adjustment-requests.routes';
import { operatorPlayersRoutes } from './operator-players.routes';
import { operatorWithdrawalsRoutes } from '../cashier/operator-withdrawals.routes';
import { operatorKycRoutes } from '../kyc-review/kyc-review.routes';
import { raceAdminRoutes } from '../race-admin/race-admin.routes';
import { operatorContentRoutes } from '../content/operator-content.routes';
import { operatorDebtsRoutes } from '../debts/operator-debts.routes';
import { operatorProtectionsRoutes } from '../protections/operator-protections.routes';
import { operatorReportsRoutes } from '../statements/operator-reports.routes';

/**
 * Everything under /operator. Sign-in and refresh are open; every other route sits in a
 * scope whose onRequest hook is requireOperator and then the route's permission, so a route
 * added there cannot forget the guard, and an unauthenticated or unpermitted caller learns
 * nothing from body validation. A route that declares no permission stops the app at boot.
 */
export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorSignInRoutes, { prefix: '/operator' });
  await app.register(
    async (staff) => {
      staff.addHook('onRoute', (route) => {
        if (!declaredPermission(route.schema))
          throw new Error(
            `${String(route.method)} ${route.url} must declare its operator permission: security: requires(...)`,
          );
        // The guard's answers, documented on every route that can give them.
        route.schema = {
          ...route.schema,
          response: {
            401: errorBodySchema,
            403: errorBodySchema,
            ...(route.schema?.response as Record<number, unknown> | undefined),
          },
        };
      });
      staff.addHook('onRequest', async (request) => {
        await staff.requireOperator(request);
        requireRoutePermission(request);
      });
      await staff.register(operatorSessionRoutes);
      await staff.register(operatorPlayersRoutes);
      await staff.register(adjustmentRequestsRoutes);
      await staff.register(operatorWithdrawalsRoutes);
      await staff.register(operatorKycRoutes);
      await staff.register(raceAdminRoutes);
      await staff.register(operatorContentRoutes);
      await staff.register(operatorDebtsRoutes);
      await staff.register(operatorProtectionsRoutes);
      await staff.register(operatorReportsRoutes);
    },
    { prefix: '/operator' },
  );
};
