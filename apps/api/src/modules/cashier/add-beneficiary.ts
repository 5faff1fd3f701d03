import {
  CASHIER_MESSAGES,
  DEFAULT_PAYOUT_CONNECTOR,
  inferBeneficiaryType,
  WITHDRAWAL_LIMITS,
  type AddBeneficiaryBody,
  type Beneficiary,
} from '@furlong/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, rateLimited } from '../../app-error';
import { verifyPassword } from '../../security/passwords';
import { recordAudit } from '../audit/record-audit';
import { lockPlayer } from '../customers/customers.queries';
import { findPlayerById } from '../identity/find-player';
import { consumeOtp } from '../identity/one-time-codes';
import { countBeneficiaries } from './beneficiaries.queries';
import type { CashierDeps } from './cashier-deps';
import { beneficiaries } from './cashier.schema';
import { notifyPlayer } from './notify-player';
import { sealedBankAccount } from './sealed-bank-account';
import { toBeneficiary } from './to-beneficiary';

/** Wrong passwords or codes a player may try here per hour: this is no side door for guessing. */
const CONFIRMATIONS_PER_HOUR = 20;

/**
 * Adds a bank account or UPI handle after the player confirms with their password or a fresh
 * code. The player row is locked while counting, so parallel adds cannot pass the limit of
 * two bank accounts together.
 */
export async function addBeneficiary(
  deps: CashierDeps & { log?: FastifyBaseLogger },
  playerId: string,
  body: AddBeneficiaryBody,
  ip: string,
): Promise<Beneficiary> {
  const type = body.type ?? inferBeneficiaryType(body);
  if (type !== 'BANK' && type !== 'VPA')
    throw new AppError('VALIDATION_FAILED', CASHIER_MESSAGES.beneficiaryType);
  const player = await findPlayerById(deps.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  await confirmIdentity(deps, player, body);

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
          : { destination: (vpa ?? '').toLowerCase() }),
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
      details: { beneficiaryId: inserted.id, type, confirmedBy: body.otp ? 'OTP' : 'PASSWORD' },
    });
    return inserted;
  });
  const beneficiary = toBeneficiary(row);
  await notifyPlayer(deps, player, {
    purpose: 'BENEFICIARY_ADDED',
    subject: 'A beneficiary was added to your Furlong account',
    body: `${beneficiary.displayName} was added for withdrawals. If this was not you, contact Customer Support now.`,
  });
  return beneficiary;
}

async function confirmIdentity(
  deps: CashierDeps,
  player: { id: string; mobile: string; passwordHash: string },
  body: AddBeneficiaryBody,
): Promise<void> {
  const limit = await deps.rateLimiter.hit(
    `beneficiary-confirm:${player.id}`,
    CONFIRMATIONS_PER_HOUR,
    3600,
  );
  if (!limit.allowed) {
    throw rateLimited('Too many attempts. Please try again later.', limit.retryAfterSeconds);
  }
  const isConfirmed = body.otp
    ? Boolean(
        await consumeOtp(
          deps.db,
          deps.secrets.otpPepper,
          { purpose: 'CONFIRM_ACTION', address: player.mobile, code: body.otp },
          deps.clock.now(),
        ),
      )
    : await verifyPassword(player.passwordHash, body.password ?? '');
  if (!isConfirmed) {
    const path = body.otp ? 'otp' : 'password';
    throw new AppError('VALIDATION_FAILED', CASHIER_MESSAGES.confirmationFailed, [
      { path, message: CASHIER_MESSAGES.confirmationFailed },
    ]);
  }
}
