import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startLocalSmtp, type LocalSmtp } from '../../../test/local-smtp';
import { register } from '../../../test/players';
import { outboxMessages } from './notifications.schema';

describe('email through SMTP (SMTP_URL set)', () => {
  let smtp: LocalSmtp;
  let subject: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    subject = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Furlong Test <no-reply@furlong.test>' },
    });
  });
  afterAll(async () => {
    await subject.close();
    await smtp.close();
  });

  it('mails a password-reset code to the player, and the code signs them in', async () => {
    const body = await register(subject.app);
    const email = body.customer.traits.email;
    await subject.app.notifier.drain?.();
    const requested = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/request-otp',
      payload: { identifier: email.toUpperCase(), tenant: 'furlong' },
    });
    expect(requested.statusCode).toBe(202);
    await subject.app.notifier.drain?.();

    // Registration mailed its verify code first (decision 090): this is the newest mail.
    const mail = smtp.received.findLast((message) => message.rcptTo.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.mailFrom).toBe('no-reply@furlong.test');
    expect(mail?.headers.get('to')).toBe(email);
    expect(mail?.headers.get('from')).toBe('Furlong Test <no-reply@furlong.test>');
    expect(mail?.headers.get('subject')).toBe('Your Furlong sign-in code');
    const code = /one-time code is (\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const signedIn = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: email, value: code, type: 'OTP' },
    });
    expect(signedIn.statusCode).toBe(200);
    // Sent for real: nothing was left in the dev outbox for this address; the outbox row that
    // carried it (decision 029) is marked delivered by SMTP.
    const rows = await subject.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email));
    expect(rows.filter((row) => row.carrier === 'OUTBOX')).toEqual([]);
    expect(rows.filter((row) => row.purpose === 'PASSWORD_RESET')).toEqual([
      expect.objectContaining({ carrier: 'SMTP', deliveredAt: expect.any(Date), attempts: 1 }),
    ]);
  });

  it('keeps SMS on the outbox while only email is configured', async () => {
    const body = await register(subject.app);
    await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/request-otp',
      payload: { identifier: body.customer.traits.mobile },
    });
    const rows = await subject.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, body.customer.traits.mobile));
    // Registration's verify code and the reset code, both left on the outbox.
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.carrier === 'OUTBOX')).toBe(true);
    const reset = rows.filter((row) => row.purpose === 'PASSWORD_RESET');
    expect(reset).toHaveLength(1);
    expect(reset[0]).toMatchObject({ channel: 'SMS', purpose: 'PASSWORD_RESET' });
    expect(reset[0]?.code).toMatch(/^\d{6}$/);
  });
});
