import { indiaInstant, TOTE_UNIT_PAISE } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRace } from '../../src/modules/race-control/publish-race';
import { totePoolAccountId } from '../../src/modules/tote/tote-accounts';
import { queryRows } from '../../src/db/query-rows';
import { buildTestApp, createManualClock, type TestApp } from '../build-test-app';
import { signedInPlayer } from '../players';
import { addRace, insertVenues, raceDeps } from '../race-factory';
import { expectLedgerHolds, fundPlayer } from '../wallet-factory';
import { seededRandom } from './run-workers';

const OFF = indiaInstant('2026-01-10', '15:00');
const PLAYERS = 6;
const TICKETS_PER_PLAYER = 10;
const COPIES = 3;
const POOLS = ['WIN', 'FORECAST', 'QUINELLA'] as const;

/**
 * Tote tickets in parallel, each key sent three times at once: every key sells one ticket, its
 * copies answer the same, and the pools' gross, units and ledger accounts agree with the tickets
 * to the paisa. On PostgreSQL (DATABASE_URL) the requests really run together.
 */
describe('tote storm: parallel tickets and replays', () => {
  let subject: TestApp;
  let raceId: string;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    raceId = await addRace(subject, OFF, { runnerCount: 10 });
    await publishRace(raceDeps(subject), raceId);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('sells each key once and keeps every pool equal to its tickets', async () => {
    const random = seededRandom(27);
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const player = await signedInPlayer(subject);
        await fundPlayer(subject, player.session.uid, 1_000_000);
        return player;
      }),
    );
    const horse = () => 1 + Math.floor(random() * 10);
    const tickets = players.flatMap((player, index) =>
      Array.from({ length: TICKETS_PER_PLAYER }, (_, number) => {
        const pool = POOLS[(index + number) % POOLS.length] ?? 'WIN';
        const first = horse();
        const second = (first % 10) + 1;
        const selections = pool === 'WIN' ? [[first]] : [[first, second, (second % 10) + 1]];
        return {
          player,
          key: `tote-storm-${index}-${number}`,
          body: {
            sportFixture: raceId,
            pool,
            selections,
            box: pool !== 'WIN',
            units: 8 + Math.floor(random() * 20),
          },
        };
      }),
    );
    const answers = await Promise.all(
      tickets.flatMap((ticket) =>
        Array.from({ length: COPIES }, () =>
          subject.app.inject({
            method: 'POST',
            url: '/api/customer/self/tote/tickets',
            headers: { ...ticket.player.auth, 'idempotency-key': ticket.key },
            payload: ticket.body,
          }),
        ),
      ),
    );
    // Copies in flight together may hear 409 IDEMPOTENCY_IN_FLIGHT; a retry once the first
    // copy committed replays its answer.
    const settled = await Promise.all(
      answers.map(async (first, index) => {
        const ticket = tickets[Math.floor(index / COPIES)]!;
        let answer = first;
        for (let attempt = 0; answer.statusCode === 409 && attempt < 50; attempt += 1) {
          expect(answer.json().code).toBe('IDEMPOTENCY_IN_FLIGHT');
          await new Promise((resolve) => setTimeout(resolve, 20));
          answer = await subject.app.inject({
            method: 'POST',
            url: '/api/customer/self/tote/tickets',
            headers: { ...ticket.player.auth, 'idempotency-key': ticket.key },
            payload: ticket.body,
          });
        }
        return answer;
      }),
    );
    for (const [index, ticket] of tickets.entries()) {
      const copies = settled.slice(index * COPIES, (index + 1) * COPIES);
      for (const copy of copies) expect(copy.statusCode, copy.body).toBe(201);
      const numbers = new Set(copies.map((copy) => copy.json().ticketNumber));
      expect(numbers.size, ticket.key).toBe(1);
    }

    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(subject.database.db, query);
    const [count] = await rows<{ count: string }>(
      sql`select count(*)::text as count from tote_tickets where fixture_id = ${raceId}::uuid`,
    );
    expect(Number(count?.count)).toBe(tickets.length);
    for (const pool of POOLS) {
      const [sold] = await rows<{ pool_paise: string | null; gross: string | null }>(
        sql`select (select sum(pool_paise) from tote_tickets where fixture_id = ${raceId}::uuid and pool = ${pool})::text as pool_paise,
          (select gross_paise from tote_pools where fixture_id = ${raceId}::uuid and pool = ${pool})::text as gross`,
      );
      expect(sold?.gross).toBe(sold?.pool_paise);
      const [account] = await rows<{ total: string | null }>(
        sql`select sum(amount)::text as total from ledger_entries where account_id = ${totePoolAccountId(raceId, pool)}::uuid`,
      );
      expect(account?.total).toBe(sold?.gross);
      // Units per combination: the table equals the tickets' combinations x units.
      const mismatches = await rows<{ combination: string }>(
        sql`select coalesce(u.combination, t.combination) as combination
          from (select combination, units from tote_pool_units where fixture_id = ${raceId}::uuid and pool = ${pool}) u
          full join (
            select c.combination, sum(t.units)::bigint as units
            from tote_tickets t, jsonb_array_elements_text(t.combinations) as c(combination)
            where t.fixture_id = ${raceId}::uuid and t.pool = ${pool}
            group by c.combination
          ) t on t.combination = u.combination
          where u.units is distinct from t.units`,
      );
      expect(mismatches).toEqual([]);
      const [units] = await rows<{ units: string }>(
        sql`select coalesce(sum(units), 0)::text as units from tote_pool_units where fixture_id = ${raceId}::uuid and pool = ${pool}`,
      );
      expect(Number(units?.units) * TOTE_UNIT_PAISE).toBe(Number(sold?.gross ?? 0));
    }
    await expectLedgerHolds(subject);
  });
});
