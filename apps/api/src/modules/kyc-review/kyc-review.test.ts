import {
  CASHIER_MESSAGES,
  KYC_MESSAGES,
  type ErrorBody,
  type KycDecisionResponse,
  type KycReviewItem,
} from '@furlong/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankBeneficiary, addVpaBeneficiary } from '../../../test/beneficiary-factory';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { uniquePan } from '../../../test/pans';
import { PNG_IMAGE } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { signedInOperator } from '../../../test/operators';
import { auditLog } from '../audit/audit.schema';
import { players } from '../customers/customers.schema';
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

  /** Saves a PAN (one of its own: decision 047) and uploads one image: the player is then PENDING. */
  async function submitPan(player: Player, taxNumber = uniquePan()) {
    const saved = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self',
      headers: player.auth,
      payload: { address1: '1 MG Road', city: 'Bengaluru', taxNumber },
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
    return taxNumber;
  }
  const queue = async () =>
    (
      await subject.app.inject({
        method: 'GET',
        url: '/api/operator/kyc?status=PENDING',
        headers: staff.auth,
      })
    ).json<KycReviewItem[]>();
  /** The operator opens (views) the newest document of the player's request, as approval needs. */
  const openDocument = async (player: Player, auth: Record<string, string>) => {
    const item = (await queue()).find((row) => row.player.uid === player.session.uid);
    const opened = await subject.app.inject({
      method: 'GET',
      url: `/api/operator/kyc/documents/${item?.documents[0]?.id ?? ''}`,
      headers: auth,
    });
    expect(opened.statusCode).toBe(200);
  };
  const sentTo = (email: string, purpose: string) =>
    subject.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.purpose, purpose)));

  it('lists pending players with their documents, serves them as attachments to operators and the owner only', async () => {
    const player = await freshPlayer(subject);
    const pan = await submitPan(player);
    const item = (await queue()).find((row) => row.player.uid === player.session.uid);
    expect(item).toMatchObject({
      kycVerificationStatus: 'PENDING',
      player: { taxNumber: pan },
      linkedAccounts: [],
      firstApproval: null,
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
    await openDocument(player, staff.auth);
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
      awaitingSecondOperator: false,
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

  it('approves only once this operator opened the newest document of the request: 409 KYC_DOCUMENT_NOT_OPENED before', async () => {
    const player = await freshPlayer(subject);
    await submitPan(player);
    const approve = (auth: Record<string, string>) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/kyc/${player.session.uid}/approve`,
        headers: auth,
      });
    const unopened = await approve(staff.auth);
    expect(unopened.statusCode).toBe(409);
    expect(unopened.json<ErrorBody>().code).toBe('KYC_DOCUMENT_NOT_OPENED');
    const itemFor = async (auth: Record<string, string>) =>
      (
        await subject.app.inject({
          method: 'GET',
          url: '/api/operator/kyc?status=PENDING',
          headers: auth,
        })
      )
        .json<KycReviewItem[]>()
        .find((row) => row.player.uid === player.session.uid);
    expect((await itemFor(staff.auth))?.documentOpened).toBe(false);
    // Another operator's look does not count for this one.
    const colleague = await signedInOperator(subject);
    await openDocument(player, colleague.auth);
    expect((await itemFor(colleague.auth))?.documentOpened).toBe(true);
    expect((await itemFor(staff.auth))?.documentOpened).toBe(false);
    expect((await approve(staff.auth)).json<ErrorBody>().code).toBe('KYC_DOCUMENT_NOT_OPENED');
    // A new upload is a new document: the look at the older one no longer counts.
    await submitPan(player);
    expect((await itemFor(colleague.auth))?.documentOpened).toBe(false);
    expect((await approve(colleague.auth)).statusCode).toBe(409);

    await openDocument(player, staff.auth);
    expect((await itemFor(staff.auth))?.documentOpened).toBe(true);
    const approved = await approve(staff.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<KycDecisionResponse>().kycVerificationStatus).toBe('VERIFIED');
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
  describe('one person, one account', () => {
    const addVpa = (player: Player, vpa: string) =>
      addVpaBeneficiary(subject, player.session.uid, vpa);
    const addBank = (player: Player, accountNumber: string) =>
      addBankBeneficiary(subject, player.session.uid, accountNumber, 'SBIN0000001');
    const protect = (player: Player, path: string, payload: object) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/customer/self/protections${path}`,
        headers: player.auth,
        payload,
      });
    const approve = async (player: Player, auth: Record<string, string>) => {
      await openDocument(player, auth);
      return subject.app.inject({
        method: 'POST',
        url: `/api/operator/kyc/${player.session.uid}/approve`,
        headers: auth,
      });
    };
    const itemOf = async (player: Player) =>
      (await queue()).find((row) => row.player.uid === player.session.uid);

    it('shows the accounts sharing a bank account or VPA with their standing, and needs a second operator to approve', async () => {
      const first = await freshPlayer(subject);
      await addBank(first, '30001234567');
      const second = await freshPlayer(subject);
      await addVpa(second, 'twin@oksbi');
      expect((await protect(second, '/time-out', { duration: 'P1D' })).statusCode).toBe(200);
      const player = await freshPlayer(subject);
      await addBank(player, '30001234567');
      await addVpa(player, 'TWIN@oksbi');
      await submitPan(player);

      const linked = (await itemOf(player))?.linkedAccounts ?? [];
      expect(linked.toSorted((a, b) => a.shares[0]!.localeCompare(b.shares[0]!))).toEqual([
        {
          uid: first.session.uid,
          name: expect.any(String),
          email: first.email,
          kycVerificationStatus: 'NOT_VERIFIED',
          shares: ['BANK_ACCOUNT'],
          standing: 'ACTIVE',
        },
        expect.objectContaining({
          uid: second.session.uid,
          shares: ['VPA'],
          standing: 'TIMED_OUT',
        }),
      ]);
      // The account it is linked to sees it too.
      await submitPan(first);
      expect((await itemOf(first))?.linkedAccounts).toEqual([
        expect.objectContaining({ uid: player.session.uid, shares: ['BANK_ACCOUNT'] }),
      ]);

      const asked = await approve(player, staff.auth);
      expect(asked.statusCode).toBe(202);
      expect(asked.json<KycDecisionResponse>()).toMatchObject({
        kycVerified: false,
        kycVerificationStatus: 'PENDING',
        awaitingSecondOperator: true,
      });
      expect((await itemOf(player))?.firstApproval).toEqual({
        operator: { uid: staff.operator.id, name: staff.operator.name },
        on: expect.any(String),
      });
      expect(await sentTo(player.email, 'KYC_APPROVED')).toHaveLength(0);
      const own = await approve(player, staff.auth);
      expect(own.statusCode).toBe(403);
      expect(own.json<ErrorBody>().code).toBe('OWN_APPROVAL_FORBIDDEN');

      const checker = await signedInOperator(subject);
      const confirmed = await approve(player, checker.auth);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<KycDecisionResponse>()).toMatchObject({
        kycVerificationStatus: 'VERIFIED',
        awaitingSecondOperator: false,
      });
      const audits = await subject.database.db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.subjectId, player.session.uid),
            inArray(auditLog.action, ['KYC_FIRST_APPROVAL', 'KYC_APPROVED']),
          ),
        );
      expect(audits).toEqual(
        expect.arrayContaining([
          { action: 'KYC_FIRST_APPROVAL', actorId: staff.operator.id },
          { action: 'KYC_APPROVED', actorId: checker.operator.id },
        ]),
      );
    });

    it("never approves an account sharing a self-excluded or closed player's bank account or VPA, with the protection's code", async () => {
      const excluded = await freshPlayer(subject);
      await addVpa(excluded, 'gone@okicici');
      expect((await protect(excluded, '/self-exclusion', { duration: 'P6M' })).statusCode).toBe(
        200,
      );
      const closed = await freshPlayer(subject);
      await addBank(closed, '40004444444');
      expect(
        (await protect(closed, '/close-account', { reason: 'Moving abroad' })).statusCode,
      ).toBe(200);
      const checker = await signedInOperator(subject);
      for (const [link, code, message, standing] of [
        [
          (player: Player) => addVpa(player, 'gone@okicici'),
          'SELF_EXCLUDED',
          CASHIER_MESSAGES.kycLinkedSelfExcluded,
          'SELF_EXCLUDED',
        ],
        [
          (player: Player) => addBank(player, '40004444444'),
          'FORBIDDEN',
          CASHIER_MESSAGES.kycLinkedClosed,
          'CLOSED',
        ],
      ] as const) {
        const player = await freshPlayer(subject);
        await link(player);
        await submitPan(player);
        expect((await itemOf(player))?.linkedAccounts).toEqual([
          expect.objectContaining({ standing }),
        ]);
        for (const auth of [staff.auth, checker.auth]) {
          const refused = await approve(player, auth);
          expect(refused.statusCode, code).toBe(403);
          expect(refused.json<ErrorBody>()).toMatchObject({ code, message });
        }
        expect((await itemOf(player))?.kycVerificationStatus).toBe('PENDING');
      }
    });

    it('refuses approval of a PAN an older account held before PANs were hashed', async () => {
      const older = await freshPlayer(subject);
      const pan = await submitPan(older);
      const newer = await freshPlayer(subject);
      await submitPan(newer);
      const cipher = subject.app.secrets.fieldCipher;
      await subject.database.db
        .update(players)
        .set({ taxNumber: cipher.seal(pan), taxNumberHash: null })
        .where(eq(players.id, newer.session.uid));
      const refused = await approve(newer, staff.auth);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().code).toBe('PAN_IN_USE');
    });
  });
});
