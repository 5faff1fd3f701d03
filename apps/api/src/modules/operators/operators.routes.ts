import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorSessionRoutes, operatorSignInRoutes } from './operator-auth.routes';
import { operatorPlayersRoutes } from './operator-players.routes';
import { operatorWithdrawalsRoutes } from '../cashier/operator-withdrawals.routes';
import { operatorKycRoutes } from '../kyc-review/kyc-review.routes';
import { raceAdminRoutes } from '../race-admin/race-admin.routes';
import { operatorContentRoutes } from '../content/operator-content.routes';

/**
 * Everything under /operator. Sign-in and refresh are open; every other route sits in a
 * scope whose onRequest hook is requireOperator, so a route added there cannot forget the
 * guard, and an unauthenticated caller learns nothing from body validation.
 */
export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorSignInRoutes, { prefix: '/operator' });
  await app.register(
    async (staff) => {
      staff.addHook('onRequest', (request) => staff.requireOperator(request));
      await staff.register(operatorSessionRoutes);
      await staff.register(operatorPlayersRoutes);
      await staff.register(operatorWithdrawalsRoutes);
      await staff.register(operatorKycRoutes);
      await staff.register(raceAdminRoutes);
      await staff.register(operatorContentRoutes);
    },
    { prefix: '/operator' },
  );
};
