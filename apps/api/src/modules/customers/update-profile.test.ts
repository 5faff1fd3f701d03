import {
  KYC_MESSAGES,
  maskPan,
  MESSAGES,
  type CustomerSelf,
  type ErrorBody,
  type KycStatus,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { auditLog } from '../audit/audit.schema';
import { players } from './customers.schema';
import { sealLegacyPans } from './seal-legacy-identity';

const PAN = 'ABCPK1234F';
const OTHER_PAN = 'ZZZPK9876Q';
const profile = {
  address1: '12 Race Course Road',
  address2: 'Near Gate 3',
  city: 'Bengaluru',
  taxNumber: PAN,
};

describe('POST /api/customer/self', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  type Player = Awaited<ReturnType<typeof freshPlayer>>;
  const save = (player: Player, payload: Record<string, unknown>) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self',
      headers: player.auth,
      payload,
    });
  const readSelf = (player: Player) =>
    subject.app.inject({ method: 'GET', url: '/api/customer/self', headers: player.auth });
  /** The player's row, its PAN opened (it is stored sealed). */
  const storedRow = async (player: Player) => {
    const [row] = await subject.database.db
      .select()
      .from(players)
      .where(eq(players.id, player.session.uid));
    const cipher = subject.app.secrets.fieldCipher;
    return row && { ...row, taxNumber: row.taxNumber === null ? null : cipher.open(row.taxNumber) };
  };
  const setKyc = (player: Player, kycStatus: KycStatus) =>
    subject.database.db
      .update(players)
      .set({ kycStatus })
      .where(eq(players.id, player.session.uid));

  it('saves address, city and PAN and answers the record with the PAN masked', async () => {
    const player = await freshPlayer(subject);
    const before = await storedRow(player);
    const response = await save(player, { ...profile, taxNumber: 'abcpk1234f' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerSelf>().traits).toMatchObject({
      address1: '12 Race Course Road',
      address2: 'Near Gate 3',
      city: 'Bengaluru',
      taxNumber: '******234F',
    });
    const row = await storedRow(player);
    expect(row).toMatchObject({
      address1: '12 Race Course Road',
      address2: 'Near Gate 3',
      city: 'Bengaluru',
      taxNumber: PAN,
    });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());

    const self = await readSelf(player);
    expect(self.json<CustomerSelf>().traits.taxNumber).toBe(maskPan(PAN));
    for (const body of [response.body, self.body]) expect(body).not.toContain(PAN);
  });

  it('records PROFILE_UPDATED in the audit log with the PAN masked', async () => {
    const player = await freshPlayer(subject);
    await save(player, profile);
    const entries = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, player.session.uid));
    const updated = entries.find((entry) => entry.action === 'PROFILE_UPDATED');
    expect(updated).toMatchObject({
      actorType: 'player',
      actorId: player.session.uid,
      details: { taxNumber: '******234F', panChanged: true },
    });
    expect(JSON.stringify(entries)).not.toContain(PAN);
  });

  it('clears address2 when it is left out or empty', async () => {
    const player = await freshPlayer(subject);
    await save(player, profile);
    const { address2: _address2, ...withoutAddress2 } = profile;
    expect((await save(player, withoutAddress2)).json<CustomerSelf>().traits.address2).toBeNull();
    expect(
      (await save(player, { ...profile, address2: '' })).json<CustomerSelf>().traits.address2,
    ).toBeNull();
  });

  it('answers the spec messages for a bad PAN, city or address', async () => {
    const player = await freshPlayer(subject);
    const refused = async (payload: Record<string, unknown>, path: string, message: string) => {
      const response = await save(player, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().issues).toContainEqual({ path: `body.${path}`, message });
    };
    for (const taxNumber of ['ABCP1234F', 'ABCPK12345', '1BCPK1234F', 'ABCPK1234', 'ABCPK-1234F']) {
      await refused({ ...profile, taxNumber }, 'taxNumber', MESSAGES.panInvalid);
    }
    await refused({ ...profile, taxNumber: '' }, 'taxNumber', MESSAGES.panRequired);
    for (const city of ['Bengaluru 560001', 'Mysuru-2', 'Pune!'])
      await refused({ ...profile, city }, 'city', MESSAGES.cityInvalid);
    await refused({ ...profile, city: '' }, 'city', MESSAGES.cityRequired);
    await refused({ ...profile, address1: '' }, 'address1', MESSAGES.address1Required);
    await refused({ ...profile, address1: '   ' }, 'address1', MESSAGES.address1Required);
    const { address1: _address1, ...withoutAddress1 } = profile;
    expect((await save(player, withoutAddress1)).statusCode).toBe(400);
    expect((await storedRow(player))?.taxNumber).toBeNull();
  });

  it('keeps the PAN on file when the masked form comes back, and refuses a masked form that is not it', async () => {
    const player = await freshPlayer(subject);
    await save(player, profile);
    const kept = await save(player, { ...profile, city: 'Mysuru', taxNumber: maskPan(PAN) });
    expect(kept.statusCode).toBe(200);
    expect(await storedRow(player)).toMatchObject({ city: 'Mysuru', taxNumber: PAN });

    const stranger = await save(player, { ...profile, taxNumber: '******999Z' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ErrorBody>().issues).toEqual([
      { path: 'body.taxNumber', message: MESSAGES.panInvalid },
    ]);

    const fresh = await freshPlayer(subject);
    expect((await save(fresh, { ...profile, taxNumber: maskPan(PAN) })).statusCode).toBe(400);
  });

  it('lets the PAN change while KYC is not verified', async () => {
    const player = await freshPlayer(subject);
    await save(player, profile);
    await setKyc(player, 'REJECTED');
    expect((await save(player, { ...profile, taxNumber: OTHER_PAN })).statusCode).toBe(200);
    expect((await storedRow(player))?.taxNumber).toBe(OTHER_PAN);
  });

  it('makes the PAN read-only once KYC is verified', async () => {
    const player = await freshPlayer(subject);
    await save(player, profile);
    await setKyc(player, 'VERIFIED');

    const changed = await save(player, { ...profile, city: 'Chennai', taxNumber: OTHER_PAN });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CONFLICT', message: KYC_MESSAGES.panLocked });
    expect(KYC_MESSAGES.panLocked).toBe('PAN cannot be changed after verification');
    expect(await storedRow(player)).toMatchObject({ city: 'Bengaluru', taxNumber: PAN });

    const same = await save(player, { ...profile, city: 'Chennai', taxNumber: PAN.toLowerCase() });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      kycVerified: true,
      traits: { city: 'Chennai', taxNumber: maskPan(PAN) },
    });
    const masked = await save(player, { ...profile, city: 'Hyderabad', taxNumber: maskPan(PAN) });
    expect(masked.statusCode).toBe(200);
    expect(await storedRow(player)).toMatchObject({
      city: 'Hyderabad',
      taxNumber: PAN,
      kycStatus: 'VERIFIED',
    });
    expect((await save(player, { ...profile, taxNumber: '******999Z' })).statusCode).toBe(409);
  });

  it('changes only the record of the token’s own player', async () => {
    const first = await freshPlayer(subject);
    const second = await freshPlayer(subject);
    const response = await save(second, {
      ...profile,
      uid: first.session.uid,
      identity: { uid: first.session.uid },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerSelf>().identity.uid).toBe(second.session.uid);
    expect((await storedRow(second))?.taxNumber).toBe(PAN);
    expect(await storedRow(first)).toMatchObject({ address1: null, city: null, taxNumber: null });
  });

  it('keeps the PAN sealed at rest with its masked form beside it, and seals old clear ones', async () => {
    const player = await freshPlayer(subject);
    expect((await save(player, profile)).statusCode).toBe(200);
    const [raw] = await subject.database.db
      .select()
      .from(players)
      .where(eq(players.id, player.session.uid));
    const cipher = subject.app.secrets.fieldCipher;
    expect(JSON.stringify(raw)).not.toContain(PAN);
    expect(cipher.isSealed(raw?.taxNumber ?? '')).toBe(true);
    expect(raw?.taxNumberMasked).toBe(maskPan(PAN));

    // A PAN stored in clear before sealing existed is sealed at the next boot, once.
    const old = await freshPlayer(subject);
    await subject.database.db
      .update(players)
      .set({ taxNumber: OTHER_PAN, taxNumberMasked: null })
      .where(eq(players.id, old.session.uid));
    expect(await sealLegacyPans(subject.database.db, cipher)).toBe(1);
    expect(await storedRow(old)).toMatchObject({
      taxNumber: OTHER_PAN,
      taxNumberMasked: maskPan(OTHER_PAN),
    });
    expect(await sealLegacyPans(subject.database.db, cipher)).toBe(0);
    expect((await readSelf(old)).json<CustomerSelf>().traits.taxNumber).toBe(maskPan(OTHER_PAN));
  });

  it('answers 401 without a token, whatever the body', async () => {
    for (const payload of [profile, { taxNumber: 'nonsense' }]) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/customer/self',
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
