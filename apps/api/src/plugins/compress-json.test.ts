import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJsonCompression } from './compress-json';

const runners = Array.from({ length: 200 }, (_, index) => ({ number: index + 1, name: 'Horse' }));

describe('compressing the API answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerJsonCompression(app);
    app.get('/race-card', async () => ({ runners }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/precompressed', async (_request, reply) =>
      reply
        .header('content-type', 'application/json')
        .header('content-encoding', 'br')
        .send(brotliCompressSync(JSON.stringify({ runners }))),
    );
    app.get('/events', async (_request, reply) =>
      reply.header('content-type', 'text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
    );
    app.get('/document', async (_request, reply) =>
      reply.header('content-type', 'application/octet-stream').send(Buffer.alloc(4000)),
    );
    app.post('/echo', async (request) => request.body);
  });
  afterAll(async () => app.close());

  it('sends a large JSON answer as brotli when the client takes it, else gzip', async () => {
    const brotli = await app.inject({
      url: '/race-card',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify({ runners }).length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual({ runners });

    const gzip = await app.inject({ url: '/race-card', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ runners });
  });

  it('sends it plain to a client that takes no compression', async () => {
    const plain = await app.inject({ url: '/race-card' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ runners });
  });

  it('leaves small answers, event streams, binaries and already encoded answers as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    const events = await app.inject({ url: '/events', headers });
    expect(events.headers['content-encoding']).toBeUndefined();
    const document = await app.inject({ url: '/document', headers });
    expect(document.headers['content-encoding']).toBeUndefined();
    const precompressed = await app.inject({ url: '/precompressed', headers });
    expect(precompressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(precompressed.rawPayload).toString())).toEqual({
      runners,
    });
  });

  it('never inflates a compressed request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
      payload: brotliCompressSync(JSON.stringify({ ok: true })),
    });
    expect(response.statusCode).toBe(400);
  });
});
