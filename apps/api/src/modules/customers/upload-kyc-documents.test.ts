import {
  KYC_MESSAGES,
  UPLOAD_MAX_TOTAL_BYTES,
  UPLOAD_REJECTED_MESSAGE,
  type CustomerSelf,
  type KycStatus,
} from '@furlong/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import {
  GIF_IMAGE,
  gifClaiming,
  JPG_IMAGE,
  PNG_IMAGE,
  pngClaiming,
  WEBP_IMAGE,
} from '../../../test/images';
import { multipartBody, type FilePart } from '../../../test/multipart';
import { auditLog } from '../audit/audit.schema';
import { kycDocuments, players } from './customers.schema';
import { sealLegacyKycDocuments } from './seal-legacy-identity';

type Player = Awaited<ReturnType<typeof freshPlayer>>;

/** A PNG signature followed by padding: `size` bytes that pass the type check. */
const pngOfSize = (size: number) =>
  Buffer.concat([PNG_IMAGE, Buffer.alloc(size - PNG_IMAGE.length)]);

describe('POST /api/customer/self/upload', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const upload = (player: Player | undefined, files: FilePart[]) => {
    const { payload, headers } = multipartBody(files);
    return subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/upload',
      headers: { ...player?.auth, ...headers },
      payload,
    });
  };
  const documentsOf = (player: Player) =>
    subject.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.playerId, player.session.uid))
      .orderBy(asc(kycDocuments.sizeBytes));
  const kycOf = async (player: Player) => {
    const [row] = await subject.database.db
      .select({ kycStatus: players.kycStatus, kycRejectionReason: players.kycRejectionReason })
      .from(players)
      .where(eq(players.id, player.session.uid));
    return row;
  };
  const setKyc = (player: Player, kycStatus: KycStatus, kycRejectionReason: string | null = null) =>
    subject.database.db
      .update(players)
      .set({ kycStatus, kycRejectionReason })
      .where(eq(players.id, player.session.uid));
  const expectRefused = async (
    response: Awaited<ReturnType<typeof upload>>,
    player: Player,
    statusCode = 400,
  ) => {
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ statusCode, message: UPLOAD_REJECTED_MESSAGE });
    expect(await documentsOf(player)).toEqual([]);
    expect((await kycOf(player))?.kycStatus).toBe('NOT_VERIFIED');
  };

  it('stores real PNG, JPEG and GIF images, typed by their bytes, and puts KYC in PENDING', async () => {
    const player = await freshPlayer(subject);
    await setKyc(player, 'REJECTED', 'Image unreadable');
    const response = await upload(player, [
      { filename: 'pan-front.png', content: PNG_IMAGE, contentType: 'image/png' },
      // Named and declared as a JPEG, but the bytes are a GIF: the bytes win.
      { filename: 'pan-back.jpg', content: GIF_IMAGE, contentType: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      identity: { uid: player.session.uid },
      kycVerified: false,
      kycVerificationStatus: 'PENDING',
      kycRejectionReason: null,
    });
    expect(await kycOf(player)).toEqual({ kycStatus: 'PENDING', kycRejectionReason: null });
    const stored = await documentsOf(player);
    expect(stored.map((document) => [document.contentType, document.sizeBytes])).toEqual([
      ['image/gif', GIF_IMAGE.length],
      ['image/png', PNG_IMAGE.length],
    ]);
    // Sealed at rest (decision 024): the stored bytes are not the image, and open to it.
    const cipher = subject.app.secrets.fieldCipher;
    expect(stored.every((document) => document.sealed)).toBe(true);
    expect(stored[1]!.content.includes(PNG_IMAGE.subarray(0, 16))).toBe(false);
    expect(Buffer.compare(cipher.openBytes(stored[0]!.content), GIF_IMAGE)).toBe(0);
    expect(Buffer.compare(cipher.openBytes(stored[1]!.content), PNG_IMAGE)).toBe(0);

    const jpeg = await upload(player, [
      { filename: 'pan.jpeg', content: JPG_IMAGE, contentType: 'image/jpeg' },
    ]);
    expect(jpeg.statusCode).toBe(200);
    expect((await documentsOf(player)).map((document) => document.contentType)).toContain(
      'image/jpeg',
    );

    const [audit] = await subject.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'KYC_DOCUMENTS_UPLOADED'),
          eq(auditLog.subjectId, player.session.uid),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(audit?.details).toMatchObject({ files: 2, contentTypes: ['image/png', 'image/gif'] });
  });

  it('refuses a text file renamed .png, and image types other than jpg, png and gif', async () => {
    const player = await freshPlayer(subject);
    const text = Buffer.from('PAN: ABCPK1234F\nThis is not an image at all.\n');
    await expectRefused(
      await upload(player, [{ filename: 'pan.png', content: text, contentType: 'image/png' }]),
      player,
    );
    await expectRefused(
      await upload(player, [
        { filename: 'pan.webp', content: WEBP_IMAGE, contentType: 'image/webp' },
      ]),
      player,
    );
    // One bad file spoils the upload: nothing is kept of the good one.
    await expectRefused(
      await upload(player, [
        { filename: 'good.png', content: PNG_IMAGE, contentType: 'image/png' },
        { filename: 'bad.gif', content: text, contentType: 'image/gif' },
      ]),
      player,
    );
  });

  it('refuses a PNG or GIF whose header claims more than 10,000 px a side, and takes one of 10,000', async () => {
    const player = await freshPlayer(subject);
    for (const [filename, content] of [
      ['wide.png', pngClaiming(10_001, 16)],
      ['tall.png', pngClaiming(16, 60_000)],
      ['bomb.png', pngClaiming(0xffffffff, 0xffffffff)],
      ['wide.gif', gifClaiming(10_001, 16)],
      ['tall.gif', gifClaiming(16, 65_535)],
      ['cut.png', PNG_IMAGE.subarray(0, 20)],
    ] as const)
      await expectRefused(await upload(player, [{ filename, content }]), player);
    const square = await upload(player, [
      { filename: 'edge.png', content: pngClaiming(10_000, 10_000) },
      { filename: 'edge.gif', content: gifClaiming(10_000, 10_000) },
    ]);
    expect(square.statusCode).toBe(200);
  });

  it('refuses more than 2 files, a wrong field, no file, or a body that is not multipart', async () => {
    const player = await freshPlayer(subject);
    const png = { filename: 'pan.png', content: PNG_IMAGE, contentType: 'image/png' };
    await expectRefused(await upload(player, [png, png, png]), player);
    await expectRefused(await upload(player, [{ ...png, field: 'document' }]), player);
    await expectRefused(await upload(player, []), player);
    const json = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/upload',
      headers: player.auth,
      payload: { file: 'x' },
    });
    await expectRefused(json, player);
  });

  it('accepts exactly 5,242,880 bytes in all and refuses one byte more with 413', async () => {
    const player = await freshPlayer(subject);
    const half = UPLOAD_MAX_TOTAL_BYTES / 2;
    const over = await upload(player, [
      { filename: 'a.png', content: pngOfSize(half), contentType: 'image/png' },
      { filename: 'b.png', content: pngOfSize(half + 1), contentType: 'image/png' },
    ]);
    expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expectRefused(over, player, 413);

    const exact = await upload(player, [
      { filename: 'a.png', content: pngOfSize(half), contentType: 'image/png' },
      { filename: 'b.png', content: pngOfSize(half), contentType: 'image/png' },
    ]);
    expect(exact.statusCode).toBe(200);
    expect((await documentsOf(player)).map((document) => document.sizeBytes)).toEqual([half, half]);
  });

  it('refuses a body whose Content-Length is far over the limit with 413', async () => {
    const player = await freshPlayer(subject);
    await expectRefused(
      await upload(player, [
        { filename: 'big.png', content: pngOfSize(6_000_000), contentType: 'image/png' },
      ]),
      player,
      413,
    );
  });

  it('refuses documents once KYC is verified', async () => {
    const player = await freshPlayer(subject);
    await setKyc(player, 'VERIFIED');
    const response = await upload(player, [
      { filename: 'pan.png', content: PNG_IMAGE, contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: KYC_MESSAGES.documentsLocked,
    });
    expect(await documentsOf(player)).toEqual([]);
    expect((await kycOf(player))?.kycStatus).toBe('VERIFIED');
  });

  it('files documents under the token’s own player only', async () => {
    const first = await freshPlayer(subject);
    const second = await freshPlayer(subject);
    const response = await upload(second, [
      { filename: 'pan.png', content: PNG_IMAGE, contentType: 'image/png' },
    ]);
    expect(response.json<CustomerSelf>().identity.uid).toBe(second.session.uid);
    expect(await documentsOf(second)).toHaveLength(1);
    expect(await documentsOf(first)).toEqual([]);
    expect((await kycOf(first))?.kycStatus).toBe('NOT_VERIFIED');
  });

  it('answers 401 without a token', async () => {
    const response = await upload(undefined, [
      { filename: 'pan.png', content: PNG_IMAGE, contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('limits uploads to 10 an hour per player', async () => {
    const player = await freshPlayer(subject);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await upload(player, [
            { filename: 'pan.gif', content: GIF_IMAGE, contentType: 'image/gif' },
          ])
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it('seals documents stored in clear before sealing existed, once', async () => {
    const player = await freshPlayer(subject);
    await subject.database.db.insert(kycDocuments).values({
      playerId: player.session.uid,
      contentType: 'image/png',
      sizeBytes: PNG_IMAGE.length,
      content: PNG_IMAGE,
    });
    const cipher = subject.app.secrets.fieldCipher;
    expect(await sealLegacyKycDocuments(subject.database.db, cipher)).toBe(1);
    const [stored] = await documentsOf(player);
    expect(stored?.sealed).toBe(true);
    expect(Buffer.compare(cipher.openBytes(stored!.content), PNG_IMAGE)).toBe(0);
    expect(await sealLegacyKycDocuments(subject.database.db, cipher)).toBe(0);
  });
});
