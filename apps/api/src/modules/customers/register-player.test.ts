import {
  addDays,
  ERROR_MESSAGES,
  indiaDayOf,
  INDIAN_STATES,
  isIsoDay,
  MESSAGES,
  registerBodySchema,
  type ErrorBody,
  type RegisterBody,
} from '@furlong/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  registration,
  sendRegistrationCodes,
  signIn,
  STRONG_PASSWORD,
} from '../../../test/players';
import { outboxMessages } from '../notifications/notifications.schema';
import { players } from './customers.schema';
import { auditLog } from '../audit/audit.schema';
import type { Notifier } from '../notifications/notifier';
import { panHash } from '../../security/identity-hash';
import { registerPlayer, REGISTRATION_REPLY } from './register-player';

type Traits = RegisterBody['customer']['traits'];

/** `years` before an India-time day, the same month and day (undefined when that is 29 Feb of a common year). */
function yearsBefore(day: string, years: number): string | undefined {
  const shifted = `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  return isIsoDay(shifted) ? shifted : undefined;
}

describe('POST /api/customer/self/register', () => {
  let subject: TestApp;
  let ipSequence = 0;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  // Each call from its own address: registrations are limited per address, not what is tested here.
  const post = (payload: unknown) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/register',
      payload: payload as Record<string, unknown>,
      remoteAddress: `10.20.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`,
    });
  const withTraits = (traits: Partial<Traits>) => registration(traits);
  const issuesOf = async (payload: unknown) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    return response.json<ErrorBody>().issues ?? [];
  };
  const expectRefused = async (payload: unknown, path: string, message: string) => {
    expect(await issuesOf(payload)).toContainEqual({ path, message });
  };
  const playerCount = async (where: { email?: string; mobile?: string }) => {
    const [row] = await subject.database.db
      .select({ total: count() })
      .from(players)
      .where(
        and(
          where.email ? eq(players.email, where.email) : undefined,
          where.mobile ? eq(players.mobile, where.mobile) : undefined,
        ),
      );
    return row?.total ?? 0;
  };

  it('registers a player with 201 and stores the password as argon2id (m=19456, t=2, p=1)', async () => {
    const body = registration();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: REGISTRATION_REPLY });
    const [row] = await subject.database.db
      .select()
      .from(players)
      .where(eq(players.email, body.customer.traits.email));
    expect(row).toMatchObject({
      firstname: 'Asha',
      mobile: body.customer.traits.mobile,
      kycStatus: 'NOT_VERIFIED',
      brand: 'FURLONG',
    });
    expect(row?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(row?.passwordHash).not.toContain(STRONG_PASSWORD);
    expect((await signIn(subject.app, body.customer.traits.email)).uid).toBe(row?.id);
  });

  it('takes names of 3 to 20 characters', async () => {
    expect(
      (await post(withTraits({ firstname: 'Ana', lastname: 'Venkataraghavan Iyer' }))).statusCode,
    ).toBe(201);
    const path = 'body.customer.traits';
    await expectRefused(withTraits({ firstname: 'Al' }), `${path}.firstname`, MESSAGES.firstName);
    await expectRefused(
      withTraits({ firstname: 'A'.repeat(21) }),
      `${path}.firstname`,
      MESSAGES.firstName,
    );
    await expectRefused(withTraits({ firstname: 'R2D2' }), `${path}.firstname`, MESSAGES.firstName);
    await expectRefused(withTraits({ lastname: 'Xu' }), `${path}.lastname`, MESSAGES.lastName);
    await expectRefused(
      withTraits({ lastname: 'B'.repeat(21) }),
      `${path}.lastname`,
      MESSAGES.lastName,
    );
  });

  it('takes emails of 6 to 254 characters in the standard pattern', async () => {
    const domain = '@example.in';
    const longest = `${'k'.repeat(254 - domain.length)}${domain}`;
    expect(longest).toHaveLength(254);
    expect((await post(withTraits({ email: longest }))).statusCode).toBe(201);
    const path = 'body.customer.traits.email';
    await expectRefused(withTraits({ email: `k${longest}` }), path, MESSAGES.emailInvalid);
    await expectRefused(withTraits({ email: 'a@b.i' }), path, MESSAGES.emailInvalid);
    await expectRefused(withTraits({ email: 'asha.example.in' }), path, MESSAGES.emailInvalid);
    await expectRefused(withTraits({ email: 'asha@example' }), path, MESSAGES.emailInvalid);
    await expectRefused(withTraits({ email: '' }), path, MESSAGES.emailRequired);
  });

  it('takes a mobile of exactly 10 digits, not starting with 0 or +', async () => {
    const path = 'body.customer.traits.mobile';
    for (const mobile of [
      '0987654321',
      '+919876543',
      '+9198765432',
      '987654321',
      '98765432101',
      '98765abcde',
      '',
    ]) {
      await expectRefused(withTraits({ mobile }), path, MESSAGES.mobile);
    }
  });

  it('needs a strong password of at least 8 characters', async () => {
    const shortOne = registration({}, 'Ab1@xyz');
    await expectRefused(shortOne, 'body.password', MESSAGES.passwordLength);
    for (const weak of ['abcdefg1@', 'ABCDEFG1@', 'Abcdefgh@', 'Abcdefgh1', 'Abcdefgh1^']) {
      await expectRefused(registration({}, weak), 'body.password', MESSAGES.passwordStrength);
    }
    expect((await post(registration({}, 'Abcde1@x'))).statusCode).toBe(201);
  });

  it('needs one of the 31 states and union territories', async () => {
    expect(INDIAN_STATES).toHaveLength(31);
    expect(new Set(INDIAN_STATES).size).toBe(31);
    for (const state of INDIAN_STATES)
      expect(registerBodySchema.safeParse(withTraits({ state })).success).toBe(true);
    expect((await post(withTraits({ state: 'Puducherry' }))).statusCode).toBe(201);
    for (const state of ['Atlantis', '', 'karnataka']) {
      await expectRefused(
        withTraits({ state: state as Traits['state'] }),
        'body.customer.traits.state',
        MESSAGES.state,
      );
    }
  });

  it('needs a real date of birth', async () => {
    const path = 'body.customer.traits.dateOfBirth';
    await expectRefused(withTraits({ dateOfBirth: '' }), path, MESSAGES.dateOfBirthParts);
    for (const dateOfBirth of [
      '1990-02-30',
      '1990-13-01',
      '1990-1-1',
      '17-05-1990',
      '1899-12-31',
      '2999-01-01',
    ]) {
      expect(await issuesOf(withTraits({ dateOfBirth }))).toEqual([
        { path, message: MESSAGES.dateOfBirthInvalid },
      ]);
    }
  });

  const today = indiaDayOf(Date.now());
  const turns21Today = yearsBefore(today, 21);
  const turns21Tomorrow = yearsBefore(addDays(today, 1), 21);

  it.skipIf(!turns21Today)('accepts a player whose 21st birthday is today in India', async () => {
    expect((await post(withTraits({ dateOfBirth: turns21Today }))).statusCode).toBe(201);
  });

  it.skipIf(!turns21Tomorrow)('refuses a player who turns 21 tomorrow in India', async () => {
    await expectRefused(
      withTraits({ dateOfBirth: turns21Tomorrow }),
      'body.customer.traits.dateOfBirth',
      MESSAGES.underAge,
    );
  });

  describe('the PAN of a retail registration', () => {
    const storedPan = async (email: string) => {
      const [row] = await subject.database.db
        .select()
        .from(players)
        .where(eq(players.email, email));
      return row;
    };

    it('stores a valid PAN sealed, masked and hashed, as the profile does', async () => {
      const body = withTraits({ taxNumber: ' abcpr1234k ' });
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      const row = await storedPan(body.customer.traits.email);
      const cipher = subject.app.secrets.fieldCipher;
      expect(row?.taxNumber).not.toContain('ABCPR1234K');
      expect(cipher.open(row?.taxNumber ?? '')).toBe('ABCPR1234K');
      expect(row?.taxNumberMasked).toBe('******234K');
      expect(row?.taxNumberHash).toBe(panHash(cipher, 'ABCPR1234K'));
    });

    it('registers without a PAN, as the sign-up dialog does', async () => {
      const body = withTraits({});
      expect((await post(body)).statusCode).toBe(201);
      expect(await storedPan(body.customer.traits.email)).toMatchObject({
        taxNumber: null,
        taxNumberHash: null,
      });
    });

    it('refuses a PAN another player holds with 409 PAN_IN_USE and creates no account', async () => {
      expect((await post(withTraits({ taxNumber: 'ABCPQ5678Z' }))).statusCode).toBe(201);
      const second = withTraits({ taxNumber: 'abcpq5678z' });
      const response = await post(second);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>()).toMatchObject({
        code: 'PAN_IN_USE',
        message: ERROR_MESSAGES.PAN_IN_USE,
      });
      expect(await playerCount({ email: second.customer.traits.email })).toBe(0);
    });

    it.each(['AB', 'ABCDE12345', 'ABCDE1234FABCDE1234FX', '12345ABCDE', ''])(
      'refuses the PAN %j with 400 and the spec message',
      async (taxNumber) => {
        await expectRefused(
          withTraits({ taxNumber }),
          'body.customer.traits.taxNumber',
          MESSAGES.panInvalid,
        );
      },
    );
  });

  it('needs both the terms and the privacy policy accepted', async () => {
    const path = 'body.customer.acceptances';
    const accept = (acceptances: unknown) => {
      const body = registration();
      return { ...body, customer: { ...body.customer, acceptances } };
    };
    await expectRefused(accept({ tnc: false, privacyPolicy: true }), `${path}.tnc`, MESSAGES.terms);
    await expectRefused(
      accept({ tnc: true, privacyPolicy: false }),
      `${path}.privacyPolicy`,
      MESSAGES.terms,
    );
    await expectRefused(
      accept({ tnc: 'true', privacyPolicy: true }),
      `${path}.tnc`,
      MESSAGES.terms,
    );
    await expectRefused(accept({}), `${path}.tnc`, MESSAGES.terms);
  });

  describe('the email and mobile codes, sent at once', () => {
    const codesTo = (to: string) =>
      subject.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.to, to),
            inArray(outboxMessages.purpose, ['VERIFY_EMAIL', 'VERIFY_MOBILE']),
          ),
        );

    it('queues exactly one email code and one SMS code, and each verifies its address', async () => {
      const body = registration();
      const { email, mobile } = body.customer.traits;
      expect((await post(body)).statusCode).toBe(201);
      const emailCodes = await codesTo(email);
      const mobileCodes = await codesTo(mobile);
      expect(emailCodes).toHaveLength(1);
      expect(mobileCodes).toHaveLength(1);
      expect(emailCodes[0]).toMatchObject({ channel: 'EMAIL', purpose: 'VERIFY_EMAIL' });
      expect(mobileCodes[0]).toMatchObject({ channel: 'SMS', purpose: 'VERIFY_MOBILE' });
      expect(emailCodes[0]?.code).toMatch(/^\d{6}$/);
      expect(mobileCodes[0]?.code).toMatch(/^\d{6}$/);

      const { accessToken } = await signIn(subject.app, email);
      const verify = (identifier: string, otp: string | null | undefined) =>
        subject.app.inject({
          method: 'POST',
          url: '/api/aic/identity/self/verify',
          headers: { authorization: `Bearer ${accessToken}` },
          payload: { identifier, otp },
        });
      const byEmail = await verify(email, emailCodes[0]?.code);
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json()).toMatchObject({ emailVerified: true });
      const byMobile = await verify(mobile, mobileCodes[0]?.code);
      expect(byMobile.statusCode).toBe(200);
      expect(byMobile.json()).toMatchObject({ mobileVerified: true });
    });

    it("sends no code for taken details, and the owner's own codes stay live", async () => {
      const owner = registration();
      const { email, mobile } = owner.customer.traits;
      await post(owner);
      await post(registration({ email }));
      await post(registration({ mobile }));
      expect(await codesTo(email)).toHaveLength(1);
      expect(await codesTo(mobile)).toHaveLength(1);
      const [code] = await codesTo(email);
      const { accessToken } = await signIn(subject.app, email);
      const answer = await subject.app.inject({
        method: 'POST',
        url: '/api/aic/identity/self/verify',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { identifier: email, otp: code?.code },
      });
      expect(answer.json()).toMatchObject({ emailVerified: true });
    });
  });

  describe('with an email or mobile already registered', () => {
    const noticesTo = (to: string) =>
      subject.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.to, to), eq(outboxMessages.purpose, 'REGISTRATION_DUPLICATE')),
        );

    it('answers a taken email exactly as a fresh registration and tells the owner by email', async () => {
      const owner = registration();
      const fresh = await post(owner);
      const again = await post(
        registration({ email: owner.customer.traits.email.toUpperCase() }, 'Other@2031x'),
      );
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(fresh.json());
      expect(await playerCount({ email: owner.customer.traits.email })).toBe(1);
      const notices = await noticesTo(owner.customer.traits.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ channel: 'EMAIL', code: null });
      // The account is untouched: its own password still signs in.
      await expect(signIn(subject.app, owner.customer.traits.email)).resolves.toMatchObject({
        tokenType: 'Bearer',
      });
      await expect(
        signIn(subject.app, owner.customer.traits.email, 'Other@2031x'),
      ).rejects.toThrow();
    });

    it('answers a taken mobile exactly as a fresh registration and tells the owner by SMS', async () => {
      const owner = registration();
      const fresh = await post(owner);
      const again = await post(registration({ mobile: owner.customer.traits.mobile }));
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(fresh.json());
      expect(await playerCount({ mobile: owner.customer.traits.mobile })).toBe(1);
      const notices = await noticesTo(owner.customer.traits.mobile);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ channel: 'SMS', code: null });
      expect(await noticesTo(owner.customer.traits.email)).toEqual([]);
    });

    it('writes the notice in the transaction of the attempt: both commit, or neither', async () => {
      const owner = registration();
      await post(owner);
      const email = owner.customer.traits.email;
      const [account] = await subject.database.db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, email));
      const attemptsOn = async () =>
        (
          await subject.database.db
            .select()
            .from(auditLog)
            .where(
              and(
                eq(auditLog.subjectId, account?.id ?? ''),
                eq(auditLog.action, 'REGISTRATION_DUPLICATE'),
              ),
            )
        ).length;
      const deps = (notifier: Notifier) => ({
        db: subject.database.db,
        clock: subject.app.clock,
        secrets: subject.app.secrets,
        rateLimiter: subject.app.rateLimiter,
        notifier,
        registrationCodes: sendRegistrationCodes,
      });
      // The notice is written, then something fails before the commit: neither stays.
      const failing: Notifier = {
        send: async (notification, executor) => {
          await subject.app.notifier.send(notification, executor);
          throw new Error('the process stopped here');
        },
      };
      await expect(
        registerPlayer(deps(failing), registration({ email }), '10.99.0.1'),
      ).rejects.toThrow('stopped here');
      expect(await attemptsOn()).toBe(0);
      expect(await noticesTo(email)).toEqual([]);

      await registerPlayer(deps(subject.app.notifier), registration({ email }), '10.99.0.2');
      expect(await attemptsOn()).toBe(1);
      expect(await noticesTo(email)).toHaveLength(1);
    });
  });
});
