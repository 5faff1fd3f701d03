import type { FundsTransfer } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { beneficiaries } from './cashier.schema';
import { BANK, TEST_CALLBACK_SECRET, withdraw, withdrawingPlayer } from './cashier.test-kit';
import { dispatchWithdrawal } from './dispatch-withdrawal';
import type { PayoutOrder } from './payout-provider';
import { sealLegacyAccountNumbers } from './sealed-bank-account';

describe('bank account numbers at rest', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({
      env: { PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET, PAYOUT_SANDBOX_MODE: 'manual' },
    });
  });
  afterAll(async () => {
    await subject.close();
  });
  const cipher = () => subject.app.secrets.fieldCipher;
  const rowOf = async (id: string) =>
    (await subject.database.db.select().from(beneficiaries).where(eq(beneficiaries.id, id)))[0];

  it('keeps the number sealed, its masked form beside it and only a fingerprint to compare', async () => {
    const player = await withdrawingPlayer(subject, 0);
    const row = await rowOf(player.beneficiaryId);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(BANK.bankAccount);
    expect(row?.maskedAccount).toBe('********9012');
    expect(row?.destination).toMatch(/^bank:[\w-]{43}$/);
    expect(cipher().isSealed(row?.accountNumber ?? '')).toBe(true);
    expect(cipher().open(row?.accountNumber ?? '')).toBe(BANK.bankAccount);
  });

  it('opens the number only to hand it to the payout provider', async () => {
    const player = await withdrawingPlayer(subject, 5_000_00);
    const response = await withdraw(subject, player, {
      amount: 500,
      beneficiaryId: player.beneficiaryId,
    });
    expect(response.statusCode).toBe(201);
    const { transfer } = response.json<{ transfer: FundsTransfer }>();
    const orders: PayoutOrder[] = [];
    await dispatchWithdrawal(
      {
        db: subject.database.db,
        log: subject.app.log,
        cipher: cipher(),
        clock: subject.app.clock,
        provider: {
          name: 'capture',
          submit: async (order) => {
            orders.push(order);
            return { providerReference: 'captured-1' };
          },
          close: async () => undefined,
        },
      },
      transfer.uid,
    );
    expect(orders.map((order) => order.destination)).toEqual([
      { type: 'BANK', accountNumber: BANK.bankAccount, ifsc: BANK.ifsc },
    ]);
  });

  it('seals numbers stored in clear before, once', async () => {
    const player = await freshPlayer(subject);
    const [legacy] = await subject.database.db
      .insert(beneficiaries)
      .values({
        playerId: player.session.uid,
        type: 'BANK',
        accountNumber: '5566778899',
        ifsc: 'SBIN0000123',
        destination: '5566778899@SBIN0000123',
      })
      .returning();
    expect(await sealLegacyAccountNumbers(subject.database.db, cipher())).toBe(1);
    const row = await rowOf(legacy?.id ?? '');
    expect(cipher().open(row?.accountNumber ?? '')).toBe('5566778899');
    expect(row).toMatchObject({
      maskedAccount: '******8899',
      destination: `bank:${cipher().fingerprint('5566778899@SBIN0000123')}`,
    });
    expect(await sealLegacyAccountNumbers(subject.database.db, cipher())).toBe(0);
  });
});
