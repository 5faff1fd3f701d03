import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { beneficiaries, withdrawals } from './cashier.schema';
import type { PayoutDestination, PayoutProvider } from './payout-provider';
import { openAccountNumber } from './sealed-bank-account';
import { lockWithdrawal } from './withdrawals.queries';

/**
 * Hands a PENDING withdrawal to the payout provider, after its hold has committed. The
 * attempt is counted under the row lock; the provider call runs outside any transaction.
 * If the provider refuses or is down, the withdrawal stays PENDING (still held) with the
 * error noted, for an operator to retry.
 */
export async function dispatchWithdrawal(
  deps: {
    db: Database;
    provider: PayoutProvider;
    log: FastifyBaseLogger;
    cipher: FieldCipher;
    clock: Clock;
  },
  withdrawalId: string,
): Promise<void> {
  const claimed = await deps.db.transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (withdrawal?.status !== 'PENDING') return null;
    const [beneficiary] = await tx
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.id, withdrawal.beneficiaryId));
    if (!beneficiary) return null;
    await tx
      .update(withdrawals)
      .set({ attempts: sql`${withdrawals.attempts} + 1`, lastSentAt: deps.clock.now() })
      .where(eq(withdrawals.id, withdrawalId));
    return { withdrawal, beneficiary, attempt: withdrawal.attempts + 1 };
  });
  if (!claimed) return;
  const { withdrawal, beneficiary } = claimed;
  const destination: PayoutDestination =
    beneficiary.type === 'VPA'
      ? { type: 'VPA', vpa: beneficiary.vpa ?? '' }
      : {
          type: 'BANK',
          accountNumber: openAccountNumber(deps.cipher, beneficiary.accountNumber),
          ifsc: beneficiary.ifsc ?? '',
        };
  try {
    const { providerReference } = await deps.provider.submit({
      reference: withdrawal.id,
      amountPaise: withdrawal.amountPaise,
      attempt: claimed.attempt,
      connector: withdrawal.connector,
      destination,
    });
    await deps.db
      .update(withdrawals)
      .set({ providerReference, lastError: null })
      .where(eq(withdrawals.id, withdrawalId));
  } catch (error) {
    deps.log.error(
      { err: error, withdrawalId, provider: deps.provider.name },
      'payout provider refused a withdrawal',
    );
    await deps.db
      .update(withdrawals)
      .set({ lastError: 'The payout provider did not accept the transfer' })
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'PENDING')));
  }
}
