import { referenceDataSchema } from '@furlong/contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countries, venues } from './reference.schema';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mc/reference',
    {
      schema: {
        tags: ['races'],
        summary: 'Countries (name, flag) and venues (code, name, country)',
        response: { 200: referenceDataSchema },
      },
    },
    async (_request, reply) => {
      const db = app.database.db;
      const [countryRows, venueRows] = await Promise.all([
        db.select().from(countries).orderBy(asc(countries.name)),
        db.select().from(venues).orderBy(asc(venues.code)),
      ]);
      void reply.header('cache-control', 'public, max-age=300');
      return {
        countries: countryRows,
        venues: venueRows.map((venue) => ({
          code: venue.code,
          name: venue.name,
          country: venue.countryCode,
        })),
      };
    },
  );
};
