import type { CustomerSelf, OperatorSessionResponse } from '@furlong/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/players';
import { expectLedgerHolds } from '../../../test/wallet-factory';
import { ledgerTransfers } from '../../ledger/ledger.schema';
import { auditLog } from '../audit/audit.schema';
import { players } from '../customers/customers.schema';
import type { IdentityDeps } from '../identity/identity-deps';
import { operators } from '../operators/operators.schema';
import {
  DEMO_PLAYER,
  DEMO_ROLE_OPERATORS,
  DEV_OPERATOR,
  seedDevAccounts,
} from './seed-dev-accounts';

const DEV = { NODE_ENV: 'development', SEED: 'on' } as const;

describe('seedDevAccounts', () => {
  let subject: TestApp;
  let deps: IdentityDeps;
  beforeAll(async () => {
    subject = await buildTestApp();
    const { app } = subject;
    deps = {
      db: app.database.db,
      clock: app.clock,
      secrets: app.secrets,
      notifier: app.notifier,
      rateLimiter: app.rateLimiter,
    };
  });
  afterAll(async () => {
    await subject.close();
  });

  const tally = async () => {
    const counted = async (
      table: typeof players | typeof operators | typeof ledgerTransfers | typeof auditLog,
    ) => (await subject.database.db.select({ n: count() }).from(table))[0]?.n;
    return {
      players: await counted(players),
      operators: await counted(operators),
      transfers: await counted(ledgerTransfers),
      audits: await counted(auditLog),
    };
  };

  it('seeds nothing in production or with SEED off', async () => {
    expect(await seedDevAccounts(deps, { NODE_ENV: 'production', SEED: 'on' })).toMatchObject({
      seeded: false,
    });
    expect(await seedDevAccounts(deps, { NODE_ENV: 'development', SEED: 'off' })).toMatchObject({
      seeded: false,
    });
    expect(await tally()).toMatchObject({ players: 0, operators: 0, transfers: 0 });
  });

  it('seeds once: a second run changes nothing and does not fund twice', async () => {
    const first = await seedDevAccounts(deps, DEV);
    expect(first).toMatchObject({ seeded: true, fundedNow: true });
    const after = await tally();
    // The admin and one demo operator per other role.
    expect(after).toMatchObject({ players: 1, operators: 6, transfers: 1 });
    const second = await seedDevAccounts(deps, DEV);
    expect(second).toEqual({ ...first, fundedNow: false });
    expect(await tally()).toEqual(after);
    await expectLedgerHolds(subject);
  });

  it('gives a demo player who signs in with the README credentials, verified, holding ₹10,000', async () => {
    for (const identifier of [DEMO_PLAYER.email, DEMO_PLAYER.mobile]) {
      const session = await signIn(subject.app, identifier, 'Demo@2026');
      const auth = { authorization: `Bearer ${session.accessToken}` };
      const wallet = await subject.app.inject({ url: '/api/customer/self/wallet', headers: auth });
      expect(wallet.json()).toEqual({
        pockets: { cash: { amount: 10_000 }, bonus: { amount: 0 } },
        withdrawable: { amount: 0 },
      });
      const self = (
        await subject.app.inject({ url: '/api/customer/self', headers: auth })
      ).json<CustomerSelf>();
      expect(self.traits).toMatchObject({
        email: 'demo@furlong.in',
        mobile: '9876543210',
        state: 'Karnataka',
      });
      expect(self.verifiableAddresses.map((address: { status: string }) => address.status)).toEqual(
        ['VERIFIED', 'VERIFIED'],
      );
    }
    const [demo] = await subject.database.db
      .select()
      .from(players)
      .where(eq(players.email, DEMO_PLAYER.email));
    expect(demo?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('gives an ADMIN operator who signs in with the README credentials', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/login',
      payload: { email: 'operator@furlong.in', password: 'Operator@2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OperatorSessionResponse>().operator).toMatchObject({
      roles: ['ADMIN'],
      name: DEV_OPERATOR.name,
    });
  });

  it('gives one demo operator per other role, each signing in with its role', async () => {
    for (const demo of DEMO_ROLE_OPERATORS) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/operator/auth/login',
        payload: { email: demo.email, password: 'Operator@2026' },
      });
      expect(response.statusCode, demo.email).toBe(200);
      expect(response.json<OperatorSessionResponse>().operator.roles).toEqual(demo.roles);
    }
    expect(DEMO_ROLE_OPERATORS.map((demo) => demo.roles[0])).toEqual([
      'TRADER',
      'CASHIER',
      'CONTENT',
      'SUPPORT',
      'COMPLIANCE',
    ]);
  });
});
