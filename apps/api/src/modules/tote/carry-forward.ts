import { POOL_SHAPES, type TotePool } from '@furlong/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { postTransfer } from '../../ledger/post-transfer';
import { poolReference, reverseHouseTransfers, TOTE_TRANSFER_KINDS } from './pool-ledger';
import { ensureTotePoolAccounts, toteHouseAccountId, totePoolAccountId } from './tote-accounts';
import { totePools } from './tote.schema';

/**
 * Carry-forward (issue 27, docs/rules.md "Tote settlement", decision 060). A pool whose winning
 * combinations nobody backed (or a refunded pool that had a carry-forward in) sends its net to
 * the tote's carry-forward account at once; from there it moves into the same pool of the next
 * race at that venue that day, else of the first race of the venue's next race day, as soon as
 * that race exists: at once if it does, else when a race of that venue is worked out and it is
 * that next race. The receiving pool's `carry_in_paise` says what it took in; a pool already
 * worked out when a carry arrives (races settled out of order, a correction) is worked out
 * again with it.
 */

/** The race whose `pool` takes a carry-forward out of `fromFixtureId`'s, if it exists yet. */
export async function findNextPool(
  tx: Transaction,
  fromFixtureId: string,
  pool: TotePool,
): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`
      select f.id from fixtures f
      join meetings m on m.id = f.meeting_id
      join fixtures s on s.id = ${fromFixtureId}::uuid
      join meetings sm on sm.id = s.meeting_id
      left join tote_pools p on p.fixture_id = f.id and p.pool = ${pool}
      where m.venue_code = sm.venue_code
        and (m.day > sm.day or (m.day = sm.day and f.race_number > s.race_number))
        and not f.result_voided and coalesce(p.enabled, true)
      order by m.day, f.race_number
      limit 1`,
  );
  return row?.id;
}

/** Moves `amountPaise` from the carry-forward account into the pool of `toFixtureId`. */
async function moveCarry(
  tx: Transaction,
  fromFixtureId: string,
  pool: TotePool,
  amountPaise: number,
  toFixtureId: string,
): Promise<void> {
  await ensureTotePoolAccounts(tx, toFixtureId, [pool]);
  await postTransfer(tx, {
    kind: TOTE_TRANSFER_KINDS.carry,
    reference: poolReference(fromFixtureId, pool),
    memo: `${pool} carry-forward`,
    details: { toFixtureId, amountPaise },
    legs: [
      { accountId: toteHouseAccountId('tote-carry-forward'), amount: -BigInt(amountPaise) },
      { accountId: totePoolAccountId(toFixtureId, pool), amount: BigInt(amountPaise) },
    ],
  });
  await tx
    .insert(totePools)
    .values({
      fixtureId: toFixtureId,
      pool,
      commissionBp: POOL_SHAPES[pool].defaultCommissionBp,
      carryInPaise: amountPaise,
    })
    .onConflictDoUpdate({
      target: [totePools.fixtureId, totePools.pool],
      set: {
        carryInPaise: sql`${totePools.carryInPaise} + ${amountPaise}`,
        updatedAt: sql`now()`,
      },
    });
  await tx
    .update(totePools)
    .set({ carriedToFixtureId: toFixtureId })
    .where(and(eq(totePools.fixtureId, fromFixtureId), eq(totePools.pool, pool)));
}

/**
 * Sends a worked-out pool's carry-forward on: into the next pool if its race exists (answered,
 * so that a pool already worked out can be worked out again), else it waits in the account.
 */
export async function carryForward(
  tx: Transaction,
  fromFixtureId: string,
  pool: TotePool,
  amountPaise: number,
): Promise<string | undefined> {
  if (amountPaise <= 0) return undefined;
  const next = await findNextPool(tx, fromFixtureId, pool);
  if (next) await moveCarry(tx, fromFixtureId, pool, amountPaise, next);
  return next;
}

/**
 * Carry-forwards waiting in the account whose next pool is `fixtureId`'s (a race created after
 * they were carried): moved in now, before the pool is worked out. Answers the pools that took
 * money.
 */
export async function takeWaitingCarries(tx: Transaction, fixtureId: string): Promise<TotePool[]> {
  const waiting = await queryRows<{ fixture_id: string; pool: TotePool; amount: string }>(
    tx,
    sql`
      select p.fixture_id, p.pool, (p.outcome->>'carryOutPaise') as amount
      from tote_pools p
      join fixtures s on s.id = p.fixture_id
      join meetings sm on sm.id = s.meeting_id
      join fixtures f on f.id = ${fixtureId}::uuid
      join meetings m on m.id = f.meeting_id
      where m.venue_code = sm.venue_code and p.fixture_id <> f.id
        and (sm.day < m.day or (sm.day = m.day and s.race_number < f.race_number))
        and p.carried_to_fixture_id is null and p.outcome is not null
        and (p.outcome->>'carryOutPaise')::bigint > 0
      order by sm.day, s.race_number, p.pool
      for update of p`,
  );
  const took: TotePool[] = [];
  for (const carry of waiting) {
    if ((await findNextPool(tx, carry.fixture_id, carry.pool)) !== fixtureId) continue;
    await moveCarry(tx, carry.fixture_id, carry.pool, Number(carry.amount), fixtureId);
    took.push(carry.pool);
  }
  return took;
}

/**
 * Undoes a pool's carry-forward into its next pool (a correction): the transfer reversed, the
 * next pool's carry-in lowered. Answers that race, whose pool may need working out again.
 */
export async function undoCarry(
  tx: Transaction,
  fromFixtureId: string,
  pool: TotePool,
  carriedToFixtureId: string | null,
): Promise<string | undefined> {
  if (!carriedToFixtureId) return undefined;
  const transfers = await queryRows<{ id: string; amount: string }>(
    tx,
    sql`
      select t.id, (t.details->>'amountPaise') as amount from ledger_transfers t
      where t.kind = ${TOTE_TRANSFER_KINDS.carry} and t.reference = ${poolReference(fromFixtureId, pool)}
        and not exists (select 1 from ledger_transfers r where r.reverses_transfer_id = t.id)`,
  );
  await reverseHouseTransfers(
    tx,
    transfers.map((transfer) => transfer.id),
    `${pool} carry-forward undone: result corrected`,
  );
  const amount = transfers.reduce((sum, transfer) => sum + Number(transfer.amount), 0);
  await tx
    .update(totePools)
    .set({ carryInPaise: sql`${totePools.carryInPaise} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(totePools.fixtureId, carriedToFixtureId), eq(totePools.pool, pool)));
  await tx
    .update(totePools)
    .set({ carriedToFixtureId: null })
    .where(and(eq(totePools.fixtureId, fromFixtureId), eq(totePools.pool, pool)));
  return carriedToFixtureId;
}
