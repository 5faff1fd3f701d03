import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { beneficiaries } from './cashier.schema';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

/** The beneficiary if it is this player's; another player's is as good as missing. */
export async function findOwnBeneficiary(
  db: Executor,
  playerId: string,
  id: string,
): Promise<BeneficiaryRow | undefined> {
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.playerId, playerId)));
  return row;
}

export function listBeneficiaries(db: Executor, playerId: string): Promise<BeneficiaryRow[]> {
  return db
    .select()
    .from(beneficiaries)
    .where(eq(beneficiaries.playerId, playerId))
    .orderBy(asc(beneficiaries.createdAt));
}

export async function countBeneficiaries(
  db: Executor,
  playerId: string,
  type: 'BANK' | 'VPA',
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.playerId, playerId), eq(beneficiaries.type, type)));
  return row?.total ?? 0;
}
