import {
  CASHIER_MESSAGES,
  DEFAULT_PAYOUT_CONNECTOR,
  inferBeneficiaryType,
  WITHDRAWAL_LIMITS,
  type AddBeneficiaryBody,
  type Beneficiary,
} from '@furlong/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import { vpaHash } from '../../security/identity-hash';
import { recordAudit } from '../audit/record-audit';
import { lockPlayer } from '../customers/customers.queries';
import { findPlayerById } from '../customers/find-player';
import type { IdentityDeps } from '../identity/identity-deps';
import { notifySecurityChange } from '../identity/notify-security-change';
import { requireRecentProof, type SessionOwner } from '../identity/recent-proof';
import { countBeneficiaries } from './beneficiaries.queries';
import { beneficiaries } from './cashier.schema';
import { sealedBankAccount } from './sealed-bank-account';
import { beneficiaryDisplayName, toBeneficiary } from './to-beneficiary';

/**
 * Adds a bank account or UPI handle once the player proves who they are (password or a fresh
 * code: the one recent-proof gate, decision 025). The player row is locked while counting, so
 * parallel adds cannot pass the limit of two bank accounts together. The player hears of it at
 * once by email and SMS, with a link to freeze the account; the new beneficiary receives money
 * only after the cooling-off (BENEFICIARY_COOLING_OFF_HOURS).
 */
export async function addBeneficiary(
  deps: IdentityDeps & { log?: FastifyBaseLogger; coolingOffHours: number },
  owner: SessionOwner,
  body: AddBeneficiaryBody,
  ip: string,
): Promise<Beneficiary> {
  const playerId = owner.id;
  const type = body.type ?? inferBeneficiaryType(body);
  if (type !== 'BANK' && type !== 'VPA')
    throw new AppError('VALIDATION_FAILED', CASHIER_MESSAGES.beneficiaryType);
  const player = await findPlayerById(deps.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const provedBy = await requireRecentProof(
    deps,
    owner,
    'ADD_BENEFICIARY',
    { password: body.password, otp: body.otp },
    { ip },
  );

  const accountNumber = type === 'BANK' ? (body.bankAccount ?? '').trim() : null;
  const ifsc = type === 'BANK' ? (body.ifsc ?? '').trim().toUpperCase() : null;
  const vpa = type === 'VPA' ? (body.vpa ?? '').trim() : null;
  const { fieldCipher } = deps.secrets;
  const now = deps.clock.now();

  const row = await deps.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    if (
      type === 'BANK' &&
      (await countBeneficiaries(tx, playerId, 'BANK')) >= WITHDRAWAL_LIMITS.maxBankAccounts
    ) {
      throw new AppError('LIMIT_EXCEEDED', CASHIER_MESSAGES.bankAccountLimit);
    }
    const [inserted] = await tx
      .insert(beneficiaries)
      .values({
        playerId,
        type,
        ...(accountNumber && ifsc
          ? sealedBankAccount(fieldCipher, accountNumber, ifsc)
          : {
              destination: (vpa ?? '').toLowerCase(),
              identityHash: vpaHash(fieldCipher, vpa ?? ''),
            }),
        ifsc,
        vpa,
        connector: body.data?.connector ?? (type === 'BANK' ? DEFAULT_PAYOUT_CONNECTOR : 'UPI'),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError('CONFLICT', CASHIER_MESSAGES.beneficiaryDuplicate);
    await recordAudit(tx, {
      actor: { type: 'player', id: playerId },
      action: 'BENEFICIARY_ADDED',
      subjectId: playerId,
      ip,
      details: { beneficiaryId: inserted.id, type, confirmedBy: provedBy },
    });
    // In the same transaction: the warning exists exactly when the beneficiary does (decision 029).
    await notifySecurityChange(
      deps,
      player,
      {
        purpose: 'BENEFICIARY_ADDED',
        subject: 'A beneficiary was added to your Furlong account',
        what: `${beneficiaryDisplayName(inserted)} was added for withdrawals.`,
      },
      tx,
    );
    return inserted;
  });
  return toBeneficiary(row, deps.coolingOffHours);
}
