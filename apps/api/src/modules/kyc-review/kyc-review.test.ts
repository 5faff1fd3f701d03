import {
  CASHIER_MESSAGES,
  KYC_MESSAGES,
  type ErrorBody,
  type KycDecisionResponse,
  type KycReviewItem,
} from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { PNG_IMAGE } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { signedInOperator } from '../../../test/operators';
import { auditLog } from '../audit/audit.schema';
import { outboxMessages } from '../notifications/notifications.schema';

type Player = Awaited<ReturnType<typeof freshPlayer>>;

describe('KYC review', () => {
  let subject: TestApp;
  let staff: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    subject = await buildTestApp();
    staff = await signedInOperator(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  /** Saves a PAN and uploads one image: the player is then PENDING. */
  async function submitPan(player: Player) {
    const saved = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self',
      headers: player.auth,
      payload: { address1: '1 MG Road', city: 'Bengaluru', taxNumber: 'ABCDE1234F' },
    });
    expect(saved.statusCode).toBe(200);
    const { payload, headers } = multipartBody([{ filename: 'pan.png', content: PNG_IMAGE }]);
    const uploaded = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/upload',
      headers: { ...player.auth, ...headers },
      payload,
    });
    expect(uploaded.json<{ kycVerificationStatus: string }>().kycVerificationStatus).toBe(
      'PENDING',
    );
  }
  const queue = async () =>
    (
      await subject.app.inject({
        method: 'GET',
        url: '/api/operator/kyc?status=PENDING',
        headers: staff.auth,
      })
    ).json<KycReviewItem[]>();
  const sentTo = (email: string, purpose: string) =>
    subject.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.purpose, purpose)));

  it('lists pending players with their documents, serves them as attachments to operators and the owner only', async () => {
    const player = await freshPlayer(subject);
    await submitPan(player);
    const item = (await queue()).find((row) => row.player.uid === player.session.uid);
    expect(item).toMatchObject({
      kycVerificationStatus: 'PENDING',
      player: { taxNumber: 'ABCDE1234F' },
    });
    const [document] = item?.documents ?? [];
    expect(document).toMatchObject({ contentType: 'image/png', sizeBytes: PNG_IMAGE.length });
    const id = document?.id ?? '';

    for (const auth of [staff.auth, player.auth]) {
      const url =
        auth === staff.auth
          ? `/api/operator/kyc/documents/${id}`
          : `/api/customer/self/kyc/documents/${id}`;
      const response = await subject.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG_IMAGE)).toBe(true);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="kyc-${id}.png"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const stranger = await freshPlayer(subject);
    expect(
      (
        await subject.app.inject({
          method: 'GET',
          url: `/api/customer/self/kyc/documents/${id}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await subject.app.inject({
          method: 'GET',
          url: `/api/operator/kyc/documents/${id}`,
          headers: player.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/operator/kyc', headers: player.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('approve: verified, PAN read-only, notified and audited; a second decision is refused', async () => {
    const player = await freshPlayer(subject);
    await submitPan(player);
    const approved = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/kyc/${player.session.uid}/approve`,
      headers: staff.auth,
    });
    expect(approved.json<KycDecisionResponse>()).toEqual({
      playerUid: player.session.uid,
      kycVerified: true,
      kycVerificationStatus: 'VERIFIED',
      kycRejectionReason: null,
    });
    expect((await queue()).some((row) => row.player.uid === player.session.uid)).toBe(false);
    expect(await sentTo(player.email, 'KYC_APPROVED')).toHaveLength(1);
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, player.session.uid), eq(auditLog.action, 'KYC_APPROVED')));
    expect(audits).toHaveLength(1);

    const changed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self',
      headers: player.auth,
      payload: { address1: '1 MG Road', city: 'Bengaluru', taxNumber: 'ZZZZZ9999Z' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json<ErrorBody>().message).toBe(KYC_MESSAGES.panLocked);
    const again = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/kyc/${player.session.uid}/reject`,
      headers: staff.auth,
      payload: { reason: 'Blurry image' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.kycNotPending);
  });

  it('reject: the reason reaches the player, who can upload again', async () => {
    const player = await freshPlayer(subject);
    await submitPan(player);
    const rejected = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/kyc/${player.session.uid}/reject`,
      headers: staff.auth,
      payload: { reason: 'Blurry image' },
    });
    expect(rejected.json<KycDecisionResponse>()).toMatchObject({
      kycVerified: false,
      kycVerificationStatus: 'REJECTED',
      kycRejectionReason: 'Blurry image',
    });
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: player.auth,
    });
    expect(self.json()).toMatchObject({
      kycVerificationStatus: 'REJECTED',
      kycRejectionReason: 'Blurry image',
    });
    const [note] = await sentTo(player.email, 'KYC_REJECTED');
    expect(note?.body).toContain('Blurry image');
    await submitPan(player);
    expect((await queue()).some((row) => row.player.uid === player.session.uid)).toBe(true);
  });

  it('refuses decisions on a player with nothing to review, and a short reason', async () => {
    const player = await freshPlayer(subject);
    const approve = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/kyc/${player.session.uid}/approve`,
      headers: staff.auth,
    });
    expect(approve.statusCode).toBe(409);
    const short = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/kyc/${player.session.uid}/reject`,
      headers: staff.auth,
      payload: { reason: 'no' },
    });
    expect(short.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.reason);
    const missing = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/kyc/00000000-0000-4000-8000-000000000000/approve',
      headers: staff.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
