import type { AddressInfo } from 'node:net';
import { UPLOAD_MAX_TOTAL_BYTES, UPLOAD_REJECTED_MESSAGE } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { PNG_IMAGE } from '../../../test/images';
import { filePartHeader } from '../../../test/multipart';
import { httpChunk, sendRaw } from '../../../test/raw-http';
import { kycDocuments, players } from './customers.schema';

type Player = Awaited<ReturnType<typeof freshPlayer>>;

// What inject cannot show: answers given before the body has arrived, over a real socket.
describe('POST /api/customer/self/upload over a real connection', () => {
  let subject: TestApp;
  let port: number;
  beforeAll(async () => {
    subject = await buildTestApp();
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    port = (subject.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await subject.close();
  });

  const head = (player: Player, boundary: string, framing: string) =>
    [
      'POST /api/customer/self/upload HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Authorization: ${player.auth.authorization}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      framing,
      '',
      '',
    ].join('\r\n');

  it('refuses an honest oversized Content-Length before any of the body is sent', async () => {
    const player = await freshPlayer(subject);
    // The body never comes: only an answer given from the headers can arrive.
    const response = await sendRaw(
      port,
      head(player, 'xyz', `Content-Length: ${UPLOAD_MAX_TOTAL_BYTES + 100_000}`),
    );
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: UPLOAD_REJECTED_MESSAGE,
    });
    // The server hangs up on the body that never comes.
    await response.closed;
  });

  it('cuts off a streamed body without Content-Length as soon as it passes the limit', async () => {
    const player = await freshPlayer(subject);
    const boundary = 'streamed-boundary';
    const piece = Buffer.alloc(64 * 1024);
    const planned = 64 * 1024 * 1024;
    // A body that would go on for 64 MB and is never ended: a server waiting for the end never answers.
    // What was written before the answer is what the server read plus what the socket buffers held.
    function* body() {
      yield httpChunk(Buffer.concat([filePartHeader(boundary, 'pan.png', 'image/png'), PNG_IMAGE]));
      for (let sent = 0; sent < planned; sent += piece.length) yield httpChunk(piece);
    }
    const response = await sendRaw(
      port,
      head(player, boundary, 'Transfer-Encoding: chunked'),
      body(),
    );
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: UPLOAD_REJECTED_MESSAGE,
    });
    expect(response.bytesWrittenBeforeAnswer).toBeGreaterThan(UPLOAD_MAX_TOTAL_BYTES);
    expect(response.bytesWrittenBeforeAnswer).toBeLessThan(planned / 2);
    await response.closed;
    const [row] = await subject.database.db
      .select({ kycStatus: players.kycStatus })
      .from(players)
      .where(eq(players.id, player.session.uid));
    expect(row?.kycStatus).toBe('NOT_VERIFIED');
    expect(
      await subject.database.db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.playerId, player.session.uid)),
    ).toEqual([]);
  });
});
