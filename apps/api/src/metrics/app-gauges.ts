import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { queryRows } from '../db/query-rows';

/**
 * Gauges read when Prometheus scrapes: money waiting to go out, results waiting to be paid,
 * and the connection pool. Each scrape costs two small indexed queries per instance.
 */
export function registerAppGauges(app: FastifyInstance): void {
  const registers = [app.metrics.registry];
  const { database } = app;

  new Gauge({
    name: 'furlong_payouts_pending',
    help: 'Withdrawals held and not yet paid out, by status (REVIEW waits for an operator)',
    labelNames: ['status'],
    registers,
    async collect() {
      const rows = await queryRows<{ status: string; count: number | string }>(
        database.db,
        sql`select status, count(*) as count from withdrawals
            where status in ('REVIEW', 'PENDING') group by status`,
      );
      this.reset();
      for (const status of ['REVIEW', 'PENDING']) {
        const row = rows.find((candidate) => candidate.status === status);
        this.set({ status }, Number(row?.count ?? 0));
      }
    },
  });

  new Gauge({
    name: 'furlong_settlement_lag_seconds',
    help: 'Age of the oldest declared result whose bets are not all settled; 0 when none wait',
    registers,
    async collect() {
      const [row] = await queryRows<{ lag: number | string | null }>(
        database.db,
        sql`select extract(epoch from now() - min(f.updated_at)) as lag from fixtures f
            where f.status = 'RESULT'
              and exists (select 1 from bets b
                          where b.fixture_id = f.id and b.status in ('ACCEPTED', 'CONFIRMED'))`,
      );
      this.set(Math.max(0, Number(row?.lag ?? 0)));
    },
  });

  new Gauge({
    name: 'furlong_db_pool_connections',
    help: 'PostgreSQL pool: connections open, idle, requests waiting, and the maximum',
    labelNames: ['state'],
    registers,
    collect() {
      const usage = database.poolUsage?.();
      if (!usage) return;
      this.set({ state: 'total' }, usage.total);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'waiting' }, usage.waiting);
      this.set({ state: 'max' }, usage.max);
    },
  });
}
