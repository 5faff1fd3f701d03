import { languageBodySchema, languageReplySchema } from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { setPlayerLanguage } from './player-language';

const tags = ['customers'];
const security = [{ bearer: [] }];
/** The app language a player chose, remembered on the account (decision 042). */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authenticated before the body is parsed: no token is a 401 whatever the body.
  const guarded = { onRequest: (request: FastifyRequest) => app.requirePlayer(request) };

  app.put(
    '/customer/self/language',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Choose the language of the app on every device you sign in on',
        body: languageBodySchema,
        response: { 200: languageReplySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      setPlayerLanguage(app.database.db, currentPlayer(request).id, request.body.language),
  );
};
