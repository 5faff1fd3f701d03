import {
  CASHIER_MESSAGES,
  MESSAGES,
  STEP_UP_MESSAGES,
  type Beneficiary,
  type ErrorBody,
} from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { latestCode } from '../../../test/players';
import { players } from '../customers/customers.schema';
import { outboxMessages } from '../notifications/notifications.schema';
import { addBeneficiary, BANK, TEST_CALLBACK_SECRET } from './cashier.test-kit';

describe('beneficiaries', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({
      env: { PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET, PAYOUT_SANDBOX_MODE: 'manual' },
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  const list = (player: Awaited<ReturnType<typeof freshPlayer>>) =>
    subject.app.inject({
      method: 'GET',
      url: '/api/customer/self/cashier/beneficiary',
      headers: player.auth,
    });

  it('adds a bank account, masks it everywhere and notifies the player', async () => {
    const player = await freshPlayer(subject);
    const response = await addBeneficiary(subject, player, {
      ...BANK,
      ifsc: 'hdfc0001234',
      data: { connector: 'IMPS' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain('123456789012');
    const { message, beneficiary } = response.json<{ message: string; beneficiary: Beneficiary }>();
    expect(message).toBe(CASHIER_MESSAGES.beneficiaryAdded);
    expect(beneficiary).toMatchObject({
      type: 'BANK',
      maskedAccount: '********9012',
      ifsc: 'HDFC0001234',
      data: { connector: 'IMPS' },
    });
    expect(beneficiary.displayName).toBe('Bank Account ********9012 (HDFC0001234)');

    const listed = await list(player);
    expect(listed.body).not.toContain('123456789012');
    expect(listed.json<Beneficiary[]>().map((row) => row.uid)).toEqual([beneficiary.uid]);

    const notes = await subject.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, player.email), eq(outboxMessages.purpose, 'BENEFICIARY_ADDED')),
      );
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).not.toContain('123456789012');
    // Told at once by SMS too, with a way to freeze the account that needs no sign-in.
    const texts = await subject.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, player.mobile), eq(outboxMessages.purpose, 'BENEFICIARY_ADDED')),
      );
    expect(texts).toHaveLength(1);
    for (const note of [...notes, ...texts]) expect(note.body).toContain('/freeze-account#');
  });

  it('adds a VPA', async () => {
    const player = await freshPlayer(subject);
    const response = await addBeneficiary(subject, player, { vpa: 'asha.rao@okhdfc' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ beneficiary: Beneficiary }>().beneficiary).toMatchObject({
      type: 'VPA',
      vpa: 'asha.rao@okhdfc',
      maskedAccount: null,
    });
  });

  it.each([
    [{}, 'body.type', CASHIER_MESSAGES.beneficiaryType],
    [
      { bankAccount: '12345678', ifsc: 'HDFC0001234' },
      'body.bankAccount',
      CASHIER_MESSAGES.accountNumber,
    ],
    [
      { bankAccount: '1234567890123456789', ifsc: 'HDFC0001234' },
      'body.bankAccount',
      CASHIER_MESSAGES.accountNumber,
    ],
    [
      { bankAccount: '12345678901A', ifsc: 'HDFC0001234' },
      'body.bankAccount',
      CASHIER_MESSAGES.accountNumber,
    ],
    [{ bankAccount: '123456789', ifsc: 'HDFC1001234' }, 'body.ifsc', CASHIER_MESSAGES.ifsc],
    [{ type: 'BANK', bankAccount: '123456789' }, 'body.ifsc', CASHIER_MESSAGES.ifsc],
    [{ type: 'VPA' }, 'body.vpa', CASHIER_MESSAGES.vpa],
    [{ vpa: 'not-a-handle' }, 'body.vpa', CASHIER_MESSAGES.vpa],
    [{ cardNo: '4111111111111111' }, 'body.cardNo', CASHIER_MESSAGES.cardNotOffered],
  ])('refuses %j with the spec message', async (payload, path, message) => {
    const player = await freshPlayer(subject);
    const response = await addBeneficiary(subject, player, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().issues).toContainEqual({ path, message });
  });

  it('asks for a confirmation and refuses a wrong password', async () => {
    const player = await freshPlayer(subject);
    const none = await addBeneficiary(subject, player, { ...BANK, password: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.confirmationRequired);
    const wrong = await addBeneficiary(subject, player, { ...BANK, password: 'Wrong@12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.confirmationFailed);
    expect((await list(player)).json()).toEqual([]);
  });

  it('sends a code only to a verified mobile', async () => {
    const player = await freshPlayer(subject);
    const sent = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/cashier/beneficiary/otp',
      headers: player.auth,
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json<ErrorBody>().message).toBe(STEP_UP_MESSAGES.addressNotVerified);
  });

  it('accepts a fresh OTP sent to the verified mobile, once', async () => {
    const player = await freshPlayer(subject);
    await subject.database.db
      .update(players)
      .set({ mobileVerifiedAt: new Date() })
      .where(eq(players.id, player.session.uid));
    const sent = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/cashier/beneficiary/otp',
      headers: player.auth,
    });
    expect(sent.statusCode).toBe(200);
    const otp = await latestCode(subject, player.mobile);
    const bad = await addBeneficiary(subject, player, {
      vpa: 'asha@okaxis',
      password: undefined,
      otp: '12345',
    });
    expect(bad.json<ErrorBody>().issues).toContainEqual({
      path: 'body.otp',
      message: MESSAGES.otpInvalid,
    });
    const first = await addBeneficiary(subject, player, {
      vpa: 'asha@okaxis',
      password: undefined,
      otp,
    });
    expect(first.statusCode).toBe(201);
    const replay = await addBeneficiary(subject, player, {
      vpa: 'asha@okicici',
      password: undefined,
      otp,
    });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses the same account twice', async () => {
    const player = await freshPlayer(subject);
    expect((await addBeneficiary(subject, player, BANK)).statusCode).toBe(201);
    const again = await addBeneficiary(subject, player, BANK);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.beneficiaryDuplicate);
  });

  it('10 parallel bank accounts: exactly 2 are added', async () => {
    const player = await freshPlayer(subject);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        addBeneficiary(subject, player, {
          bankAccount: `55500000${String(index).padStart(4, '0')}`,
          ifsc: 'SBIN0000001',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(8);
    expect(
      responses.find((response) => response.statusCode === 422)?.json<ErrorBody>().message,
    ).toBe(CASHIER_MESSAGES.bankAccountLimit);
    expect((await list(player)).json<Beneficiary[]>()).toHaveLength(2);
    // A UPI handle is not a bank account: still allowed.
    expect((await addBeneficiary(subject, player, { vpa: 'asha@ybl' })).statusCode).toBe(201);
  });

  it("never shows another player's beneficiaries, and needs a sign-in", async () => {
    const owner = await freshPlayer(subject);
    const other = await freshPlayer(subject);
    await addBeneficiary(subject, owner, BANK);
    expect((await list(other)).json()).toEqual([]);
    const anonymous = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self/cashier/beneficiary',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
