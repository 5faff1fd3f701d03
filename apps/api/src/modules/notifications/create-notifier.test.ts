import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startLocalSmsGateway } from '../../../test/local-sms-gateway';
import { startLocalSmtp } from '../../../test/local-smtp';
import { createNotifier, type NotifierEnv, type NotifierLog } from './create-notifier';
import { outboxMessages } from './notifications.schema';
import { BETTING_CONTACT_PURPOSES, type Notification } from './notifier';

const CODE = '731946';
const MOBILE = '9123456780';
const EMAIL = 'leak.check@example.in';

function recordingLog() {
  const entries: { level: 'warn' | 'error'; details: object; message: string }[] = [];
  const log: NotifierLog = {
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { log, entries };
}

const message = (channel: Notification['channel'], to: string): Notification => ({
  to,
  channel,
  purpose: 'PASSWORD_RESET',
  subject: 'Your Furlong sign-in code',
  body: `Your Furlong one-time code is ${CODE}. It expires in 10 minutes.`,
  code: CODE,
});

const baseEnv: NotifierEnv = { NODE_ENV: 'test', MAIL_FROM: 'Furlong <no-reply@furlong.in>' };

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('createNotifier', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });
  const outboxFor = (to: string) =>
    subject.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

  it('swallows failed sends and logs them without the code, the body or the recipient', async () => {
    // Both channels fail in ways that put the message in the error: an SMTP server that quotes
    // the code in its refusal, an SMS provider that echoes the request.
    const smtp = await startLocalSmtp({
      rejectWith: (raw) => `Rejected, looks like spam: ${/\d{6}/.exec(raw)?.[0]} for ${EMAIL}`,
    });
    const gateway = await startLocalSmsGateway((request, response) => {
      response.writeHead(503).end(JSON.stringify(request.body));
    });
    const { log, entries } = recordingLog();
    const notifier = createNotifier(
      { ...baseEnv, SMTP_URL: smtp.url, SMS_API_URL: gateway.url, SMS_API_KEY: 'key-123' },
      subject.database.db,
      log,
    );
    try {
      await expect(notifier.send(message('EMAIL', EMAIL))).resolves.toBeUndefined();
      await expect(notifier.send(message('SMS', MOBILE))).resolves.toBeUndefined();
      await notifier.drain?.();
    } finally {
      await smtp.close();
      await gateway.close();
    }
    expect(entries.filter((entry) => entry.level === 'error')).toHaveLength(2);
    // Both were delivered at once, so either failure may be logged first.
    const byChannel = (channel: string) =>
      entries.find((entry) => (entry.details as { channel?: string }).channel === channel);
    expect(byChannel('EMAIL')?.details).toMatchObject({
      channel: 'EMAIL',
      purpose: 'PASSWORD_RESET',
      error: { responseCode: 554 },
    });
    expect(byChannel('SMS')?.details).toMatchObject({
      channel: 'SMS',
      purpose: 'PASSWORD_RESET',
      error: { message: 'SMS provider answered 503' },
    });
    const logged = JSON.stringify(entries);
    expect(logged).toContain('Rejected, looks like spam');
    expect(logged).not.toContain(CODE);
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(MOBILE);
    expect(logged).not.toContain('one-time code is');
  });

  it('hands a message to a real channel without waiting for it, and drains before closing', async () => {
    // A slow gateway must not slow the reply: its timing would tell whether an account exists.
    let answer: (() => void) | undefined;
    const gateway = await startLocalSmsGateway((_request, response) => {
      answer = () => response.writeHead(202).end('{}');
    });
    const { log, entries } = recordingLog();
    const notifier = createNotifier(
      { ...baseEnv, SMS_API_URL: gateway.url, SMS_API_KEY: 'key-123' },
      subject.database.db,
      log,
    );
    try {
      await notifier.send(message('SMS', MOBILE));
      let drained = false;
      const draining = notifier.drain?.().then(() => (drained = true));
      await expect.poll(() => gateway.requests.length).toBe(1);
      expect(drained).toBe(false);
      answer?.();
      await draining;
      expect(drained).toBe(true);
      expect(entries).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('logs an unreachable SMTP server as a failure, without the code', async () => {
    const { log, entries } = recordingLog();
    const notifier = createNotifier(
      { ...baseEnv, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      subject.database.db,
      log,
    );
    await notifier.send(message('EMAIL', EMAIL));
    await notifier.drain?.();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ channel: 'EMAIL', purpose: 'PASSWORD_RESET' });
    expect(typeof (entries[0]?.details as { error?: { code?: unknown } }).error?.code).toBe(
      'string',
    );
    expect(JSON.stringify(entries)).not.toContain(CODE);
    // Not in the dev outbox, but kept undelivered for the notifications job to try again.
    const rows = await outboxFor(EMAIL);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.carrier !== 'SMTP' || row.deliveredAt !== null)).toEqual([]);
  });

  it('puts messages of unconfigured channels in the outbox, codes kept outside production', async () => {
    const { log, entries } = recordingLog();
    const notifier = createNotifier(baseEnv, subject.database.db, log);
    await notifier.send(message('SMS', '9000000001'));
    const [row] = await outboxFor('9000000001');
    expect(row).toMatchObject({ channel: 'SMS', purpose: 'PASSWORD_RESET', code: CODE });
    expect(row?.body).toContain(CODE);
    expect(entries).toEqual([]);
  });

  it('writes no betting-contact message (follow notice, promotion) without a clearance', async () => {
    const { log } = recordingLog();
    const notifier = createNotifier(baseEnv, subject.database.db, log);
    for (const purpose of BETTING_CONTACT_PURPOSES)
      await expect(
        notifier.send({ ...message('EMAIL', 'uncleared@example.in'), purpose, code: undefined }),
      ).rejects.toThrow(/clearance/);
    expect(await outboxFor('uncleared@example.in')).toEqual([]);
  });

  it('in production keeps no usable code in the outbox and warns about each unconfigured channel', async () => {
    const { log, entries } = recordingLog();
    const notifier = createNotifier(
      { ...baseEnv, NODE_ENV: 'production' },
      subject.database.db,
      log,
    );
    expect(entries.map((entry) => entry.details)).toEqual([
      { channel: 'EMAIL' },
      { channel: 'SMS' },
    ]);
    await notifier.send(message('EMAIL', 'prod.user@example.in'));
    const [row] = await outboxFor('prod.user@example.in');
    expect(row?.code).toBeNull();
    expect(row?.body).not.toContain(CODE);
    expect(row?.body).toBe('Your Furlong one-time code is ******. It expires in 10 minutes.');
  });
});

describe('notification settings', () => {
  it('default the sender and refuse an SMS provider without its key or a non-SMTP mail URL', () => {
    expect(loadEnv({}).MAIL_FROM).toBe('Furlong <no-reply@furlong.in>');
    expect(() => loadEnv({ SMS_API_URL: 'https://sms.example.in/v1/messages' })).toThrow(
      /SMS_API_KEY: is required with SMS_API_URL/,
    );
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.in' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ SMS_API_URL: 'ftp://sms.example.in', SMS_API_KEY: 'k' })).toThrow(
      /SMS_API_URL/,
    );
    expect(
      loadEnv({
        SMTP_URL: 'smtps://user:pass@mail.example.in:465',
        SMS_API_URL: 'https://sms.example.in/v1',
        SMS_API_KEY: 'k',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example.in:465',
      SMS_API_URL: 'https://sms.example.in/v1',
    });
  });
});
