import { signedInDeviceParamsSchema, signedInDevicesSchema } from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { listSignedInDevices } from './list-signed-in-devices';
import { clearRefreshCookie } from './refresh-cookie';
import { signOutDevice, signOutOtherDevices } from './sign-out-devices';

const tags = ['identity'];
const security = [{ bearer: [] }];
const BASE = '/customer/self/sessions';

/**
 * The player's signed-in devices, and signing them out. No recent proof of identity is asked:
 * signing out only ever protects the account (decision 053).
 */
export const signedInDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authenticated before the params are read: no token is a 401 whatever the path says.
  const guarded = { onRequest: (request: FastifyRequest) => app.requirePlayer(request) };
  const devicesOf = (request: FastifyRequest) =>
    listSignedInDevices(app.database.db, currentPlayer(request), app.clock.now());

  app.get(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Your signed-in devices: browser, place by address, last seen; this one first',
        response: { 200: signedInDevicesSchema, ...errorResponses(401) },
      },
    },
    async (request) => devicesOf(request),
  );

  app.delete(
    `${BASE}/:id`,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Sign one device out: its tokens stop working. Answers the devices still in',
        params: signedInDeviceParamsSchema,
        response: {
          200: signedInDevicesSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      await signOutDevice(app.database.db, player, request.params.id, {
        ip: request.ip,
        now: app.clock.now(),
      });
      // Signing out this very device is a sign-out: its cookie goes too.
      if (request.params.id === player.sessionId) clearRefreshCookie(request, reply, app.env);
      return devicesOf(request);
    },
  );

  app.delete(
    BASE,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Sign out of all other devices; this one stays signed in',
        response: { 200: signedInDevicesSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await signOutOtherDevices(app.database.db, currentPlayer(request), {
        ip: request.ip,
        now: app.clock.now(),
      });
      return devicesOf(request);
    },
  );
};
