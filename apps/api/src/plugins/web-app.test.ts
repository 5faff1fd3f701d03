import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('serving the built web app', () => {
  let subject: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'furlong-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Furlong</title><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    // What the PWA plugin writes: the service worker and the web app manifest, at the root.
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Furlong"}');
    // What the web build's precompression writes beside each asset.
    writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
    // What the web build writes for screens only some addresses open (preload.config.ts).
    writeFileSync(
      join(dist, 'page-preloads.json'),
      JSON.stringify([{ pathPrefix: '/fixtures/', files: ['/assets/race-card-abc.js'] }]),
    );
    subject = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await subject.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes so a reload keeps the page', async () => {
    for (const url of [
      '/',
      '/races/2031-05-01',
      '/fixtures/2031-05-01/abc',
      '/myaccount/profile',
    ]) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Furlong</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    }
  });

  it("names the race card's code in a preload header on race card addresses only", async () => {
    const raceCard = await subject.app.inject({ url: '/fixtures/2031-05-01/abc' });
    expect(raceCard.headers.link).toBe(
      '</assets/race-card-abc.js>; rel=modulepreload; as=script; crossorigin',
    );
    const raceDay = await subject.app.inject({ url: '/races/2031-05-01' });
    expect(raceDay.headers.link).toBeUndefined();
  });

  it('serves fingerprinted assets with a long cache life', async () => {
    const response = await subject.app.inject({ url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker and the manifest revalidated on every load, with their types', async () => {
    const worker = await subject.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    // A release must reach installed apps: never cached as immutable like fingerprinted assets.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await subject.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await subject.app.inject({ url: '/assets/app-OLDHASH.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('lets the page connect only to its own origin', async () => {
    const response = await subject.app.inject({ url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/\bwss?:/);
  });

  it('sends the precompressed copy the client accepts, never compressing per request', async () => {
    const brotli = await subject.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app")');

    const gzip = await subject.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await subject.app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await subject.app.inject({ url: '/api/not-a-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not answer pages to other methods', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/races/2031-05-01' });
    expect(response.statusCode).toBe(404);
  });
});
