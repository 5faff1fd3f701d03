import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema: `npm run db:generate -w @furlong/api`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
