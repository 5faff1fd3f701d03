import { registerBodySchema, rupeesToPaise, type OperatorRole } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { Env } from '../../env';
import { runIdempotent } from '../../idempotency/run-idempotent';
import { players } from '../customers/customers.schema';
import { registerPlayer } from '../customers/register-player';
import { findPlayerByIdentifier } from '../customers/find-player';
import type { IdentityDeps } from '../identity/identity-deps';
import { sendRegistrationCodes } from '../identity/registration-codes';
import { createOperator } from '../operators/create-operator';
import { findOperatorByEmail } from '../operators/operators.queries';
import { recordRetailCashIn } from './record-retail-cash-in';

/** The README's demo credentials. Known to everyone, so never seeded in production. */
export const DEV_OPERATOR = {
  email: 'operator@furlong.in',
  password: 'Operator@2026',
  name: 'Furlong Operator',
  roles: ['ADMIN'] as OperatorRole[],
};
/** One demo operator per other role (same password), so the console can be tried per role. */
export const DEMO_ROLE_OPERATORS = (
  ['TRADER', 'CASHIER', 'CONTENT', 'SUPPORT', 'COMPLIANCE'] as const
).map((role) => ({
  email: `${role.toLowerCase()}@furlong.in`,
  password: DEV_OPERATOR.password,
  name: `Demo ${role.charAt(0)}${role.slice(1).toLowerCase()}`,
  roles: [role] as OperatorRole[],
}));
export const DEMO_PLAYER = {
  email: 'demo@furlong.in',
  mobile: '9876543210',
  password: 'Demo@2026',
} as const;
export const DEMO_PLAYER_FUNDING_RUPEES = 10_000;
const FUNDING_KEY = 'dev-seed-demo-player-funding';
const SEED_IP = '127.0.0.1';

export type DevAccountsSeeded =
  | { seeded: false; why: string }
  | { seeded: true; operatorId: string; demoPlayerId: string; fundedNow: boolean };

/**
 * Seeds a dev operator and a funded demo player, through the same verbs as the real paths
 * (registration, retail cash-in). Safe to run on every start: existing accounts are left
 * alone, and the funding runs under a fixed Idempotency-Key so it happens once.
 */
export async function seedDevAccounts(
  deps: IdentityDeps,
  env: Pick<Env, 'NODE_ENV' | 'SEED'>,
): Promise<DevAccountsSeeded> {
  if (env.NODE_ENV === 'production') return { seeded: false, why: 'production' };
  if (env.SEED !== 'on') return { seeded: false, why: 'SEED is off' };

  const operator =
    (await findOperatorByEmail(deps.db, DEV_OPERATOR.email)) ??
    (await createOperator(deps.db, DEV_OPERATOR)) ??
    (await findOperatorByEmail(deps.db, DEV_OPERATOR.email));
  if (!operator) throw new Error('the dev operator could not be created');
  for (const demo of DEMO_ROLE_OPERATORS) {
    if (!(await findOperatorByEmail(deps.db, demo.email))) await createOperator(deps.db, demo);
  }

  const player = await ensureDemoPlayer(deps);
  const now = deps.clock.now();
  const body = { uid: player.id, amount: DEMO_PLAYER_FUNDING_RUPEES, reference: 'DEV-SEED' };
  const funding = await runIdempotent(
    deps.db,
    { ownerId: operator.id, key: FUNDING_KEY, scope: 'cash-in', body, now, requestId: 'seed' },
    async (tx) => ({
      status: 201,
      body: await recordRetailCashIn(tx, {
        playerId: player.id,
        operatorId: operator.id,
        amountPaise: BigInt(rupeesToPaise(body.amount)),
        reference: body.reference,
        ip: SEED_IP,
      }),
    }),
  );
  if (funding.status !== 201)
    throw new Error(`funding the demo player failed: ${JSON.stringify(funding.body)}`);
  return {
    seeded: true,
    operatorId: operator.id,
    demoPlayerId: player.id,
    fundedNow: !funding.replayed,
  };
}

async function ensureDemoPlayer(deps: IdentityDeps) {
  if (!(await findPlayerByIdentifier(deps.db, DEMO_PLAYER.email))) {
    const registration = registerBodySchema.parse({
      customer: {
        traits: {
          firstname: 'Demo',
          lastname: 'Player',
          email: DEMO_PLAYER.email,
          mobile: DEMO_PLAYER.mobile,
          dateOfBirth: '1990-01-15',
          state: 'Karnataka',
        },
        brand: 'FURLONG',
        acceptances: { tnc: true, privacyPolicy: true },
      },
      password: DEMO_PLAYER.password,
    });
    await registerPlayer(
      { ...deps, registrationCodes: sendRegistrationCodes },
      registration,
      SEED_IP,
    );
  }
  // Registration answers the same when the mobile belongs to someone else: look, don't assume.
  const player = await findPlayerByIdentifier(deps.db, DEMO_PLAYER.email);
  if (!player)
    throw new Error(`the demo player could not be registered (is ${DEMO_PLAYER.mobile} taken?)`);
  if (!player.emailVerifiedAt || !player.mobileVerifiedAt) {
    const now = deps.clock.now();
    await deps.db
      .update(players)
      .set({
        emailVerifiedAt: player.emailVerifiedAt ?? now,
        mobileVerifiedAt: player.mobileVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(players.id, player.id));
  }
  return player;
}
