import {
  KYC_MESSAGES,
  maskPan,
  MESSAGES,
  type CustomerSelf,
  type ErrorBody,
  type KycStatus,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { uniquePan } from '../../../test/pans';
import { auditLog } from '../audit/audit.schema';
import { players } from './customers.schema';
import { panHash } from '../../security/identity-hash';
import { hashLegacyPans, sealLegacyPans } from './seal-legacy-identity';

// One PAN, one account (decision 047): each test's players hold PANs of their own.
let PAN = uniquePan();
let OTHER_PAN = uniquePan();
let profile = {
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
  beforeEach(() => {
    PAN = uniquePan();
    OTHER_PAN = uniquePan();
    profile = { ...profile, taxNumber: PAN };
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
    const response = await save(player, { ...profile, taxNumber: PAN.toLowerCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerSelf>().traits).toMatchObject({
      address1: '12 Race Course Road',
      address2: 'Near Gate 3',
      city: 'Bengaluru',
      taxNumber: maskPan(PAN),
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
      details: { taxNumber: maskPan(PAN), panChanged: true },
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

  it('refuses a PAN another player holds with 409 PAN_IN_USE, however it is written, and keeps a keyed hash, never the PAN', async () => {
    const holder = await freshPlayer(subject);
    expect((await save(holder, profile)).statusCode).toBe(200);
    const newcomer = await freshPlayer(subject);
    for (const taxNumber of [PAN, PAN.toLowerCase(), ` ${PAN.toLowerCase()} `]) {
      const refused = await save(newcomer, { ...profile, taxNumber });
      expect(refused.statusCode, taxNumber).toBe(409);
      expect(refused.json<ErrorBody>()).toMatchObject({
        code: 'PAN_IN_USE',
        message: 'This PAN is already registered with another account. Please contact support.',
      });
    }
    expect(await storedRow(newcomer)).toMatchObject({ taxNumber: null, taxNumberHash: null });
    // The holder saving its own PAN again is no conflict.
    expect((await save(holder, { ...profile, city: 'Mysuru' })).statusCode).toBe(200);
    const held = await storedRow(holder);
    expect(held?.taxNumberHash).toBe(panHash(subject.app.secrets.fieldCipher, PAN));
    expect(held?.taxNumberHash).not.toContain(PAN);
    // Upper case without spaces before hashing: one PAN however it is written.
    const cipher = subject.app.secrets.fieldCipher;
    expect(panHash(cipher, ` ${PAN.slice(0, 5).toLowerCase()} ${PAN.slice(5)}`)).toBe(
      panHash(cipher, PAN),
    );
    // Two new accounts saving one PAN at once: one holds it.
    const [first, second] = [await freshPlayer(subject), await freshPlayer(subject)];
    const racing = await Promise.all(
      [first, second].map((player) => save(player, { ...profile, taxNumber: OTHER_PAN })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('hashes the PANs sealed before the hash existed at boot, once, oldest account first', async () => {
    const cipher = subject.app.secrets.fieldCipher;
    const [older, newer, other] = [
      await freshPlayer(subject),
      await freshPlayer(subject),
      await freshPlayer(subject),
    ];
    const legacy = (pan: string) => ({
      taxNumber: cipher.seal(pan),
      taxNumberMasked: maskPan(pan),
      taxNumberHash: null,
    });
    for (const [player, pan] of [
      [older, PAN],
      [newer, PAN.toLowerCase()],
      [other, OTHER_PAN],
    ] as const)
      await subject.database.db
        .update(players)
        .set(legacy(pan))
        .where(eq(players.id, player.session.uid));
    const first = await hashLegacyPans(subject.database.db, cipher);
    expect(first.hashed).toBeGreaterThanOrEqual(2);
    expect(first.duplicates).toEqual([newer.session.uid]);
    expect((await storedRow(older))?.taxNumberHash).toBe(panHash(cipher, PAN));
    expect((await storedRow(other))?.taxNumberHash).toBe(panHash(cipher, OTHER_PAN));
    expect((await storedRow(newer))?.taxNumberHash).toBeNull();
    expect(await hashLegacyPans(subject.database.db, cipher)).toEqual({
      hashed: 0,
      duplicates: [newer.session.uid],
    });
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
