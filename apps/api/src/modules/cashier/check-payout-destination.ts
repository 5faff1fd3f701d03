import {
  CASHIER_MESSAGES,
  formatRaceDate,
  indiaClockOf,
  indiaDayOf,
  type WithdrawBody,
} from '@furlong/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { IdentityDeps } from '../identity/identity-deps';
import { requireRecentProof, type SessionOwner } from '../identity/recent-proof';
import { findOwnBeneficiary } from './beneficiaries.queries';
import { beneficiaryAvailableFrom } from './beneficiary-cooling-off';
import { withdrawals } from './cashier.schema';

/**
 * Before a withdrawal is held (and outside its Idempotency-Key, so that proving identity and
 * trying again is not answered with the stored refusal): a beneficiary still cooling off
 * receives nothing, and the first withdrawal to a beneficiary needs a recent proof of
 * identity (decision 025). A stolen session that adds its own account is thereby stopped
 * twice: by the wait, during which the player has been told, and by the proof.
 */
export async function checkPayoutDestination(
  deps: IdentityDeps,
  owner: SessionOwner,
  body: WithdrawBody,
  options: { coolingOffHours: number; ip: string },
): Promise<void> {
  const beneficiary = await findOwnBeneficiary(deps.db, owner.id, body.beneficiaryId);
  // A missing beneficiary is answered by the withdrawal itself, in the spec's words.
  if (!beneficiary) return;
  const availableAt = beneficiaryAvailableFrom(beneficiary.createdAt, options.coolingOffHours);
  if (deps.clock.now() < availableAt) {
    const when = `${formatRaceDate(indiaDayOf(availableAt))} ${indiaClockOf(availableAt)} IST`;
    throw new AppError(
      'BENEFICIARY_COOLING_OFF',
      `${CASHIER_MESSAGES.coolingOff} You can withdraw to it from ${when}.`,
      undefined,
      { availableAt: availableAt.toISOString(), beneficiaryId: beneficiary.id },
    );
  }
  if (!(await hasWithdrawalTo(deps, beneficiary.id))) {
    await requireRecentProof(deps, owner, 'FIRST_WITHDRAWAL', {}, { ip: options.ip });
  }
}

/** Whether money has gone, or is going, to this beneficiary (a released one does not count). */
async function hasWithdrawalTo(deps: IdentityDeps, beneficiaryId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ one: sql<number>`1` })
    .from(withdrawals)
    .where(and(eq(withdrawals.beneficiaryId, beneficiaryId), ne(withdrawals.status, 'FAILED')))
    .limit(1);
  return row !== undefined;
}
