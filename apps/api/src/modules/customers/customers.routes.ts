import {
  customerSelfSchema,
  profileUpdateBodySchema,
  registerBodySchema,
  registerResponseSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, rateLimited } from '../../app-error';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { findPlayerById } from './find-player';
import { kycUploadRoutes } from './kyc-upload.routes';
import { languageRoutes } from './language.routes';
import { registerPlayer, type RegistrationCodes, type RegistrationDeps } from './register-player';
import { toCustomerSelf } from './to-customer-self';
import { updateProfile } from './update-profile';
import { findStateLegalStatus } from '../legal/legal-states.queries';

const tags = ['customers'];
/** Generous: behind carrier NAT one address is a whole town (decision 027). */
const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 300;
const bearer = [{ bearer: [] }];

/** Identity's registration codes, handed in by the app (customers may not import identity). */
export interface CustomersRoutesOptions {
  registrationCodes: RegistrationCodes;
}

export const customersRoutes: FastifyPluginAsyncZod<CustomersRoutesOptions> = async (
  app,
  { registrationCodes },
) => {
  const deps = (): RegistrationDeps => ({
    db: app.database.db,
    clock: app.clock,
    secrets: app.secrets,
    notifier: app.notifier,
    registrationCodes,
  });

  app.post(
    '/customer/self/register',
    {
      schema: {
        tags,
        summary:
          'Register a player (21 or older); same reply whether or not the email or mobile is taken; a PAN another player holds is refused',
        body: registerBodySchema,
        response: {
          201: registerResponseSchema,
          ...errorResponses(400, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const limit = await app.rateLimiter.hit(
        `register:ip:${request.ip}`,
        REGISTRATIONS_PER_ADDRESS_PER_HOUR,
        3600,
      );
      if (!limit.allowed)
        throw rateLimited(
          'Too many registrations from here. Please try again later.',
          limit.retryAfterSeconds,
        );
      return reply
        .status(201)
        .send({ message: await registerPlayer(deps(), request.body, request.ip) });
    },
  );

  app.get(
    '/customer/self',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security: bearer,
        summary: "Your player record, with your state's mode (LIVE, WIND_DOWN or OFF)",
        response: { 200: customerSelfSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const player = await findPlayerById(app.database.db, currentPlayer(request).id);
      if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      // Read each time: a wind-down shows at the next read (decision 063).
      const legal = await findStateLegalStatus(app.database.db, player.state);
      const depositsOpen = app.env.DEPOSITS === 'on' && legal.mode === 'LIVE';
      return { ...toCustomerSelf(player), legal, depositsOpen };
    },
  );

  app.post(
    '/customer/self',
    {
      // Authenticated before the body is parsed: no token is a 401 whatever the body.
      onRequest: (request) => app.requirePlayer(request),
      schema: {
        tags,
        security: bearer,
        summary: 'Save your address, city and PAN (the PAN is read-only once KYC is verified)',
        body: profileUpdateBodySchema,
        response: {
          200: customerSelfSchema,
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request) =>
      updateProfile(
        { db: app.database.db, clock: app.clock, cipher: app.secrets.fieldCipher },
        currentPlayer(request).id,
        request.body,
        request.ip,
      ),
  );

  await app.register(kycUploadRoutes);
  await app.register(languageRoutes);
};
