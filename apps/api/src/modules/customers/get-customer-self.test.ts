import { customerSelfSchema, type CustomerSelf } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';

describe('GET /api/customer/self', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers the signed-in player their own record in the contract shape', async () => {
    const player = await signedInPlayer(subject);
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: player.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    // Exactly the contract's keys: nothing extra rides along from the database row.
    expect(Object.keys(body).sort()).toEqual(Object.keys(customerSelfSchema.shape).sort());
    const self = customerSelfSchema.parse(body);
    const traits = player.body.customer.traits;
    expect(self).toEqual({
      identity: { uid: player.session.uid },
      brand: 'FURLONG',
      traits: {
        firstname: traits.firstname,
        lastname: traits.lastname,
        email: traits.email,
        mobile: traits.mobile,
        dateOfBirth: traits.dateOfBirth,
        state: traits.state,
        address1: null,
        address2: null,
        city: null,
        taxNumber: null,
      },
      verifiableAddresses: [
        { type: 'EMAIL', value: traits.email, status: 'PENDING' },
        { type: 'SMS', value: traits.mobile, status: 'PENDING' },
      ],
      kycVerified: false,
      kycVerificationStatus: 'NOT_VERIFIED',
      kycRejectionReason: null,
      language: null,
      legal: { mode: 'LIVE', reason: null },
      // DEPOSITS is off by default: the spec's "disabled until further notice" (decision 069).
      depositsOpen: false,
    });
    expect(Object.keys(self.traits).sort()).toEqual(
      Object.keys(customerSelfSchema.shape.traits.shape).sort(),
    );
  });

  it('never carries the password hash', async () => {
    const player = await signedInPlayer(subject);
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: player.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('$argon2');
  });

  it('answers each player only their own record', async () => {
    const first = await signedInPlayer(subject);
    const second = await signedInPlayer(subject);
    const asFirst = (
      await subject.app.inject({ method: 'GET', url: '/api/customer/self', headers: first.auth })
    ).json<CustomerSelf>();
    const asSecond = (
      await subject.app.inject({ method: 'GET', url: '/api/customer/self', headers: second.auth })
    ).json<CustomerSelf>();
    expect(asFirst.identity.uid).toBe(first.session.uid);
    expect(asSecond.identity.uid).toBe(second.session.uid);
    expect(asSecond.traits.email).toBe(second.email);
  });

  it('answers 401 without a valid bearer token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic abc' },
    ]) {
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/customer/self',
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
  });
});
