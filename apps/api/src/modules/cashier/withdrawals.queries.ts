import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';
import { beneficiaries, withdrawals } from './cashier.schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

const withBeneficiary = {
  withdrawal: withdrawals,
  beneficiary: {
    id: beneficiaries.id,
    type: beneficiaries.type,
    maskedAccount: beneficiaries.maskedAccount,
    ifsc: beneficiaries.ifsc,
    vpa: beneficiaries.vpa,
  },
};
export type WithdrawalView = {
  withdrawal: WithdrawalRow;
  beneficiary: {
    id: string;
    type: string;
    maskedAccount: string | null;
    ifsc: string | null;
    vpa: string | null;
  };
};

export async function findOwnWithdrawal(
  db: Executor,
  playerId: string,
  id: string,
): Promise<WithdrawalView | undefined> {
  const [row] = await db
    .select(withBeneficiary)
    .from(withdrawals)
    .innerJoin(beneficiaries, eq(beneficiaries.id, withdrawals.beneficiaryId))
    .where(and(eq(withdrawals.id, id), eq(withdrawals.playerId, playerId)));
  return row;
}

export function listPlayerWithdrawals(
  db: Executor,
  playerId: string,
  limit: number,
): Promise<WithdrawalView[]> {
  return db
    .select(withBeneficiary)
    .from(withdrawals)
    .innerJoin(beneficiaries, eq(beneficiaries.id, withdrawals.beneficiaryId))
    .where(eq(withdrawals.playerId, playerId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

export function listWithdrawalsForOperators(
  db: Executor,
  status: string | undefined,
  limit: number,
  id?: string,
) {
  return db
    .select({
      ...withBeneficiary,
      player: {
        id: players.id,
        firstname: players.firstname,
        lastname: players.lastname,
        email: players.email,
      },
      firstApprover: { id: operators.id, name: operators.name },
    })
    .from(withdrawals)
    .innerJoin(beneficiaries, eq(beneficiaries.id, withdrawals.beneficiaryId))
    .innerJoin(players, eq(players.id, withdrawals.playerId))
    .leftJoin(operators, eq(operators.id, withdrawals.firstApprovedBy))
    .where(
      and(
        status ? eq(withdrawals.status, status) : undefined,
        id ? eq(withdrawals.id, id) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** Locks one withdrawal: every change of its status happens under this lock, so it happens once. */
export async function lockWithdrawal(
  tx: Transaction,
  id: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** What the player has asked to withdraw in [start, end), failed ones aside (their money came back). */
export async function withdrawnInWindow(
  db: Executor,
  playerId: string,
  start: Date,
  end: Date,
): Promise<{ count: number; paise: bigint }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paise: sql<string>`coalesce(sum(${withdrawals.amountPaise}), 0)::text`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        gte(withdrawals.createdAt, start),
        lt(withdrawals.createdAt, end),
        ne(withdrawals.status, 'FAILED'),
      ),
    );
  return { count: Number(row?.count ?? 0), paise: BigInt(row?.paise ?? '0') };
}
