import { randomUUID } from 'node:crypto';
import { maskPan, type PayoutCallbackBody } from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { STRONG_PASSWORD } from '../../../test/players';
import { ensurePlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { players } from '../customers/customers.schema';
import { beneficiaries } from './cashier.schema';
import { PAYOUT_CALLBACK_PATH } from './payouts';
import { signedCallback } from './sandbox-payout-provider';

/** The callback secret the cashier tests configure. */
export const TEST_CALLBACK_SECRET = 'test-callback-secret-0123456789abcdef';

export type Player = Awaited<ReturnType<typeof freshPlayer>>;

/** Winnings, as a settlement pays them (withdrawable). */
export async function addWinnings(
  subject: TestApp,
  playerId: string,
  paise: number,
): Promise<void> {
  await subject.database.db.transaction(async (tx) => {
    const accounts = await ensurePlayerAccounts(tx, playerId);
    await postTransfer(tx, {
      kind: 'BET_SETTLEMENT',
      legs: [
        { accountId: accounts['cash-winnings'], amount: BigInt(paise) },
        { accountId: houseAccountId('book', 0), amount: -BigInt(paise) },
      ],
    });
  });
}

export async function markKyc(
  subject: TestApp,
  playerId: string,
  status: 'VERIFIED' | 'PENDING' | 'NOT_VERIFIED' | 'REJECTED',
) {
  await subject.database.db
    .update(players)
    .set({
      kycStatus: status,
      taxNumber: subject.app.secrets.fieldCipher.seal('ABCDE1234F'),
      taxNumberMasked: maskPan('ABCDE1234F'),
    })
    .where(eq(players.id, playerId));
}

export function addBeneficiary(subject: TestApp, player: Player, payload: object) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/customer/self/cashier/beneficiary',
    headers: player.auth,
    payload: { password: STRONG_PASSWORD, ...payload },
  });
}

/**
 * Moves a beneficiary's creation back by a day and an hour, past the default cooling-off of 24
 * hours (decision 025), as if it had been added yesterday.
 */
export async function pastCoolingOff(subject: TestApp, beneficiaryId: string): Promise<void> {
  await subject.database.db
    .update(beneficiaries)
    .set({ createdAt: sql`${beneficiaries.createdAt} - interval '25 hours'` })
    .where(eq(beneficiaries.id, beneficiaryId));
}

export const BANK = { bankAccount: '123456789012', ifsc: 'HDFC0001234' };

/** A KYC-verified player with winnings and one bank beneficiary. */
export async function withdrawingPlayer(subject: TestApp, winningsPaise: number) {
  const player = await freshPlayer(subject);
  await markKyc(subject, player.session.uid, 'VERIFIED');
  if (winningsPaise > 0) await addWinnings(subject, player.session.uid, winningsPaise);
  const response = await addBeneficiary(subject, player, BANK);
  if (response.statusCode !== 201) throw new Error(`beneficiary not added: ${response.body}`);
  const beneficiaryId = response.json<{ beneficiary: { uid: string } }>().beneficiary.uid;
  await pastCoolingOff(subject, beneficiaryId);
  return { ...player, beneficiaryId };
}

export function withdraw(
  subject: TestApp,
  player: Player,
  payload: object,
  key = `wd-${randomUUID()}`,
) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/customer/self/cashier/funds-transfer',
    headers: { ...player.auth, 'idempotency-key': key },
    payload: { currency: 'INR', transferType: 'WITHDRAW', ...payload },
  });
}

export function sendCallback(
  subject: TestApp,
  body: PayoutCallbackBody,
  secret = TEST_CALLBACK_SECRET,
  signedAt = subject.app.clock.now(),
) {
  const callback = signedCallback(secret, body, signedAt);
  return subject.app.inject({
    method: 'POST',
    url: PAYOUT_CALLBACK_PATH,
    headers: callback.headers,
    payload: callback.rawBody,
  });
}

export async function winningsOf(subject: TestApp, player: Player): Promise<number> {
  const response = await subject.app.inject({
    method: 'GET',
    url: '/api/customer/self/wallet',
    headers: player.auth,
  });
  return response.json<{ withdrawable: { amount: number } }>().withdrawable.amount;
}
