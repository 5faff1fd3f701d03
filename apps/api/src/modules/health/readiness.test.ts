import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { drainAndClose } from '../../graceful-shutdown';
import { createInProcessHub } from '../../realtime/hub';

describe('GET /api/health/live and /api/health/ready', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers live and ready while the database answers', async () => {
    const live = await subject.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });

    const ready = await subject.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
  });

  it('is not ready while the database is down, yet still live', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const ready = await other.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
    expect((await other.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    await other.app.close();
  });

  it('checks Redis when the hub has one, and is not ready while it is down', async () => {
    let isRedisUp = true;
    const hub = {
      ...createInProcessHub(),
      ping: async () => {
        if (!isRedisUp) throw new Error('connection refused');
      },
    };
    const other = await buildTestApp({ hub });
    const up = await other.app.inject({ url: '/api/health/ready' });
    expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    isRedisUp = false;
    const down = await other.app.inject({ url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'down' },
    });
    await other.close();
  });
});

describe('draining on shutdown', () => {
  it('answers ready 503 at once, finishes requests in flight, then stops', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const subject = await buildTestApp({
      beforeReady: (app) => {
        // A slow request, in flight when shutdown begins.
        app.get('/api/test/slow', async () => {
          markStarted();
          await released;
          return { finished: true };
        });
      },
    });
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/api/test/slow`);
    await started;
    const closed = drainAndClose(subject.app, { drainMs: 300 });

    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining', checks: { database: 'ok' } });
    // Still serving while the load balancer notices, each reply closing its connection.
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    const live = await subject.app.inject({ url: '/api/health/live' });
    expect(live.headers.connection).toBe('close');

    await new Promise((resolve) => setTimeout(resolve, 400));
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    await subject.close();
  });
});
