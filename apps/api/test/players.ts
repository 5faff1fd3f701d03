import { indiaDayOf, type RegisterBody, type SessionResponse } from '@furlong/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../src/modules/notifications/notifications.schema';
import type { TestApp } from './build-test-app';

/** Registration's email and mobile codes, for tests that call registerPlayer directly. */
export { sendRegistrationCodes } from '../src/modules/identity/registration-codes';

export const STRONG_PASSWORD = 'Derby@2031';
let sequence = 0;

/** A valid registration body with unique email and mobile. */
export function registration(
  overrides: Partial<RegisterBody['customer']['traits']> = {},
  password = STRONG_PASSWORD,
): RegisterBody {
  sequence += 1;
  const unique = `${Date.now() % 1_000_000}${sequence}`.padStart(9, '0').slice(-9);
  const year = Number(indiaDayOf(Date.now()).slice(0, 4)) - 30;
  return {
    customer: {
      traits: {
        firstname: 'Asha',
        lastname: 'Rao',
        email: `asha.${unique}@example.in`,
        mobile: `9${unique}`,
        dateOfBirth: `${year}-05-17`,
        state: 'Karnataka',
        ...overrides,
      },
      brand: 'FURLONG',
      acceptances: { tnc: true, privacyPolicy: true },
    },
    password,
  };
}

export async function register(app: FastifyInstance, body: RegisterBody = registration()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customer/self/register',
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return body;
}

export async function signIn(
  app: FastifyInstance,
  identifier: string,
  password = STRONG_PASSWORD,
): Promise<SessionResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/aic/auth/login',
    payload: { identifier, value: password, type: 'PASSWORD', tenant: 'furlong' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json();
}

/** Registers and signs in a fresh player. */
export async function signedInPlayer(subject: TestApp) {
  const body = await register(subject.app);
  const session = await signIn(subject.app, body.customer.traits.email);
  return {
    body,
    session,
    email: body.customer.traits.email,
    mobile: body.customer.traits.mobile,
    auth: { authorization: `Bearer ${session.accessToken}` },
  };
}

/** The newest one-time code the dev outbox holds for an address. */
export async function latestCode(subject: TestApp, to: string): Promise<string> {
  const [message] = await subject.database.db
    .select({ code: outboxMessages.code })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!message?.code) throw new Error(`no code sent to ${to}`);
  return message.code;
}
