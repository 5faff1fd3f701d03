import { expect } from 'vitest';
import { checkLedger } from '../src/ledger/check-ledger';
import { ensurePlayerAccounts, houseAccountId } from '../src/ledger/ledger-accounts';
import { postTransfer } from '../src/ledger/post-transfer';
import type { TestApp } from './build-test-app';

/** Puts cash in a player's deposits pocket, as the retail cash-in does. */
export async function fundPlayer(subject: TestApp, playerId: string, paise: number): Promise<void> {
  await subject.database.db.transaction(async (tx) => {
    const accounts = await ensurePlayerAccounts(tx, playerId);
    await postTransfer(tx, {
      kind: 'RETAIL_CASH_IN',
      memo: 'Test funding',
      legs: [
        { accountId: accounts['cash-deposits'], amount: BigInt(paise) },
        { accountId: houseAccountId('retail-cash-in', 0), amount: -BigInt(paise) },
      ],
    });
  });
}

/** Every ledger test ends here: the ledger's invariants hold. */
export async function expectLedgerHolds(subject: TestApp): Promise<void> {
  expect(await checkLedger(subject.database.db)).toEqual([]);
}
