import { AML_MESSAGES } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { suspiciousTransactionReports } from './aml.schema';

/**
 * While a suspicious transaction report on the player is open, no withdrawal is requested
 * (decision 071): 403 WITHDRAWALS_HELD, in words that do not tip the player off (PMLA 2002
 * s.12(2): what is reported stays confidential).
 * Called with the player row locked, as escalating locks it too, so neither passes the other.
 */
export async function refuseHeldWithdrawal(tx: Executor, playerId: string): Promise<void> {
  if (await isWithdrawalHeld(tx, playerId))
    throw new AppError('WITHDRAWALS_HELD', AML_MESSAGES.withdrawalsHeld);
}

/** Whether a suspicious transaction report on the player is open (their withdrawals wait). */
export async function isWithdrawalHeld(tx: Executor, playerId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: suspiciousTransactionReports.id })
    .from(suspiciousTransactionReports)
    .where(
      and(
        eq(suspiciousTransactionReports.playerId, playerId),
        eq(suspiciousTransactionReports.status, 'OPEN'),
      ),
    )
    .limit(1);
  return open !== undefined;
}
