import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startLocalSmsGateway, type LocalSmsGateway } from '../../../test/local-sms-gateway';
import { createNotifier, type NotifierLog } from './create-notifier';
import { outboxMessages } from './notifications.schema';
import type { Notification } from './notifier';

const quietLog: NotifierLog = { warn: () => undefined, error: () => undefined };
const CODE = '482913';

const sms = (mobile: string): Notification => ({
  to: mobile,
  channel: 'SMS',
  purpose: 'VERIFY_MOBILE',
  subject: 'Your Furlong code',
  body: `Your Furlong code is ${CODE}.`,
  code: CODE,
});

describe('the notification outbox', () => {
  let subject: TestApp;
  let gateway: LocalSmsGateway;
  let isGatewayDown = false;
  beforeAll(async () => {
    subject = await buildTestApp();
    gateway = await startLocalSmsGateway((_request, response) => {
      response.writeHead(isGatewayDown ? 503 : 202).end('{}');
    });
  });
  afterAll(async () => {
    await gateway.close();
    await subject.close();
  });
  const notifierFor = (nodeEnv: 'test' | 'production' = 'test') =>
    createNotifier(
      {
        NODE_ENV: nodeEnv,
        MAIL_FROM: 'Furlong <no-reply@furlong.in>',
        SMS_API_URL: gateway.url,
        SMS_API_KEY: 'key-123',
      },
      subject.database.db,
      quietLog,
    );
  const rowsTo = (to: string) =>
    subject.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  const requestsTo = (mobile: string) =>
    gateway.requests.filter((request) => (request.body as { to: string }).to === `+91${mobile}`);

  it('writes the message with what caused it: a rollback sends nothing, a commit sends once', async () => {
    const notifier = notifierFor();
    await subject.database.db
      .transaction(async (tx) => {
        await notifier.send(sms('9000000101'), tx);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await subject.database.db.transaction(async (tx) => {
      await notifier.send(sms('9000000102'), tx);
      // Inside the transaction nothing leaves: the job delivers once it has committed.
      expect(requestsTo('9000000102')).toEqual([]);
    });
    expect(await rowsTo('9000000101')).toEqual([]);

    await notifier.deliverPending?.();
    const [row] = await rowsTo('9000000102');
    const requests = requestsTo('9000000102');
    expect(requests).toHaveLength(1);
    // The provider's idempotency key is the outbox row: a resend after a crash is one SMS.
    expect(requests[0]?.headers['idempotency-key']).toBe(row?.id);
    expect(row).toMatchObject({ carrier: 'SMS_API', attempts: 1, deliveredAt: expect.any(Date) });
    await notifier.deliverPending?.();
    expect(requestsTo('9000000102')).toHaveLength(1);
  });

  it('delivers at least once: a failed send and a send cut short by a crash are tried again', async () => {
    const notifier = notifierFor();
    isGatewayDown = true;
    await notifier.send(sms('9000000103'));
    await notifier.drain?.();
    isGatewayDown = false;
    expect(await rowsTo('9000000103')).toEqual([
      expect.objectContaining({ deliveredAt: null, attempts: 1 }),
    ]);
    // A process that claimed a row and died: its claim runs out, another delivery takes it.
    await subject.database.db
      .update(outboxMessages)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.to, '9000000103'));
    expect(await notifier.deliverPending?.()).toBeGreaterThanOrEqual(1);
    const [row] = await rowsTo('9000000103');
    expect(row).toMatchObject({ attempts: 2, deliveredAt: expect.any(Date) });
    const keys = requestsTo('9000000103').map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([row?.id, row?.id]);
  });

  it('in production keeps the code only until the provider has the message', async () => {
    const notifier = notifierFor('production');
    await subject.database.db.transaction(async (tx) => {
      await notifier.send(sms('9000000104'), tx);
    });
    expect((await rowsTo('9000000104'))[0]?.code).toBe(CODE);
    await notifier.deliverPending?.();
    expect(requestsTo('9000000104')[0]?.body).toMatchObject({
      message: `Your Furlong code is ${CODE}.`,
    });
    expect(await rowsTo('9000000104')).toEqual([
      expect.objectContaining({ code: null, body: 'Your Furlong code is ******.' }),
    ]);
  });
});
