import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const DATABASE_URL = process.env.DATABASE_URL;

describe('openDatabase on PostgreSQL', () => {
  it.skipIf(!DATABASE_URL)(
    'migrates over the direct connection when the pool goes through PgBouncer',
    async () => {
      const name = `furlong_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const direct = new URL(DATABASE_URL ?? '');
      direct.pathname = `/${name}`;
      // Nothing listens on port 1: only the direct connection can have run the migrations.
      const pooled = new URL(direct);
      pooled.port = '1';
      const database = openDatabase({
        databaseUrl: pooled.toString(),
        migrationUrl: direct.toString(),
        dataDir: 'memory://',
        poolMax: 1,
      });
      try {
        await database.migrate();
        const check = new pg.Client({ connectionString: direct.toString() });
        await check.connect();
        const { rows } = await check.query<{ count: string }>(
          'select count(*) as count from drizzle.__drizzle_migrations',
        );
        await check.end();
        expect(Number(rows[0]?.count)).toBeGreaterThan(0);
      } finally {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
