import { devOutboxResponseSchema, type DevOutboxMessage } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { register } from '../../../test/players';
import { outboxMessages } from './notifications.schema';

const row = (to: string, purpose: string, at: string, code: string | null = null) => ({
  to,
  channel: to.includes('@') ? 'EMAIL' : 'SMS',
  purpose,
  code,
  subject: purpose,
  body: `${purpose} body`,
  createdAt: new Date(at),
});

describe('GET /api/dev/outbox', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });
  const readOutbox = (to: string) =>
    subject.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });

  it('lists one address’s messages, newest first', async () => {
    await subject.database.db
      .insert(outboxMessages)
      .values([
        row('mira@example.in', 'VERIFY_EMAIL', '2031-01-10T06:00:01Z', '111111'),
        row('mira@example.in', 'PASSWORD_RESET', '2031-01-10T06:00:03Z', '333333'),
        row('other@example.in', 'PASSWORD_RESET', '2031-01-10T06:00:04Z', '444444'),
        row('mira@example.in', 'REGISTRATION_DUPLICATE', '2031-01-10T06:00:02Z'),
        row('9811111111', 'VERIFY_MOBILE', '2031-01-10T06:00:05Z', '555555'),
      ]);
    const response = await readOutbox('Mira@Example.IN');
    expect(response.statusCode).toBe(200);
    const messages = devOutboxResponseSchema.parse(response.json());
    expect(messages.map((message) => [message.purpose, message.code])).toEqual([
      ['PASSWORD_RESET', '333333'],
      ['REGISTRATION_DUPLICATE', null],
      ['VERIFY_EMAIL', '111111'],
    ]);
    expect(messages[0]).toEqual({
      to: 'mira@example.in',
      channel: 'EMAIL',
      purpose: 'PASSWORD_RESET',
      code: '333333',
      body: 'PASSWORD_RESET body',
      createdAt: '2031-01-10T06:00:03.000Z',
    });
    const byMobile = (await readOutbox('9811111111')).json<DevOutboxMessage[]>();
    expect(byMobile).toHaveLength(1);
    expect(byMobile[0]).toMatchObject({ channel: 'SMS', code: '555555' });
    expect((await readOutbox('nobody@example.in')).json()).toEqual([]);
  });

  it('answers at most the 50 newest', async () => {
    const at = (index: number) => new Date(Date.UTC(2031, 0, 11, 6, 0, index)).toISOString();
    await subject.database.db
      .insert(outboxMessages)
      .values(
        Array.from({ length: 55 }, (_, index) => row('busy@example.in', `P${index}`, at(index))),
      );
    const messages = (await readOutbox('busy@example.in')).json<DevOutboxMessage[]>();
    expect(messages).toHaveLength(50);
    expect(messages[0]?.purpose).toBe('P54');
    expect(messages[49]?.purpose).toBe('P5');
  });

  it('shows the code of a real password-reset request', async () => {
    const body = await register(subject.app);
    const email = body.customer.traits.email;
    await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/request-otp',
      payload: { identifier: email },
    });
    const [message] = (await readOutbox(email)).json<DevOutboxMessage[]>();
    expect(message?.purpose).toBe('PASSWORD_RESET');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);
  });

  it('needs an address', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/dev/outbox in production', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        PAYOUT_SANDBOX_ALLOWED: 'on',
        AUTH_SECRET: 'production-secret-of-at-least-32-chars!',
        DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('does not exist', async () => {
    await subject.database.db
      .insert(outboxMessages)
      .values(row('prod@example.in', 'PASSWORD_RESET', '2031-01-10T06:00:00Z', '123456'));
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=prod%40example.in',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(response.body).not.toContain('123456');
  });
});
