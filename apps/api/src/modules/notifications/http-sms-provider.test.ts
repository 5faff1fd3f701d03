import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startLocalSmsGateway, type LocalSmsGateway } from '../../../test/local-sms-gateway';
import { signedInPlayer } from '../../../test/players';
import { createHttpSmsProvider } from './http-sms-provider';

const API_KEY = 'test-sms-key-0123456789';

describe('createHttpSmsProvider', () => {
  let gateway: LocalSmsGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  it('POSTs {to: +91 mobile, message} as JSON with the bearer key', async () => {
    gateway = await startLocalSmsGateway();
    const provider = createHttpSmsProvider({ url: gateway.url, apiKey: API_KEY });
    await provider.sendSms({ mobile: '9876543210', text: 'Your Furlong code is 482913.' });
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/messages');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ to: '+919876543210', message: 'Your Furlong code is 482913.' });
  });

  it('fails on a non-2xx answer, naming the status but not what the provider echoed', async () => {
    gateway = await startLocalSmsGateway((request, response) => {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'bad', echo: request.body }));
    });
    const provider = createHttpSmsProvider({ url: gateway.url, apiKey: API_KEY });
    const failure = await provider
      .sendSms({ mobile: '9876543210', text: 'Your Furlong code is 482913.' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('SMS provider answered 500');
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    gateway = await startLocalSmsGateway(() => undefined);
    const provider = createHttpSmsProvider({ url: gateway.url, apiKey: API_KEY, timeoutMs: 300 });
    const startedAt = Date.now();
    const failure = await provider
      .sendSms({ mobile: '9876543210', text: 'hello' })
      .catch((error: unknown) => error);
    expect((failure as Error).name).toBe('TimeoutError');
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });
});

describe('SMS through the provider (SMS_API_URL set)', () => {
  let gateway: LocalSmsGateway;
  let subject: TestApp;
  beforeAll(async () => {
    gateway = await startLocalSmsGateway();
    subject = await buildTestApp({ env: { SMS_API_URL: gateway.url, SMS_API_KEY: API_KEY } });
  });
  afterAll(async () => {
    await subject.close();
    await gateway.close();
  });

  it('texts a mobile verification code that then verifies the mobile', async () => {
    const player = await signedInPlayer(subject);
    // Registration texted its own code first (decision 090); the request's fresh one supersedes it.
    await subject.app.notifier.drain?.();
    const requested = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/identity/self/request-verification',
      headers: player.auth,
      payload: { identifier: player.mobile },
    });
    expect(requested.statusCode).toBe(202);
    await subject.app.notifier.drain?.();
    const texts = gateway.requests.filter(
      (request) => (request.body as { to: string }).to === `+91${player.mobile}`,
    );
    expect(texts).toHaveLength(2);
    const sms = texts.at(-1);
    const code = /\b(\d{6})\b/.exec(
      (sms?.body as { message: string } | undefined)?.message ?? '',
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/identity/self/verify',
      headers: player.auth,
      payload: { identifier: player.mobile, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ mobileVerified: true });
  });
});
