import { sessionResponseSchema } from '@furlong/contract';
import type { Database } from '../../src/db/client';
import { ensurePlayerAccounts, houseAccountId } from '../../src/ledger/ledger-accounts';
import { postTransfer } from '../../src/ledger/post-transfer';
import { registration, STRONG_PASSWORD } from '../players';
import type { HttpClient } from './http-client';
import { runWorkers } from './run-workers';

export interface StormPlayer {
  id: string;
  auth: { authorization: string };
  fundedPaise: number;
}

let addressSequence = 0;

/**
 * Registers and signs in players over HTTP, once each (access tokens live 15 minutes, longer
 * than any storm). Each player comes from its own forwarded address: registration and
 * sign-in are rate limited per address, and these tests are not testing that. The server
 * must trust one proxy hop (TRUST_PROXY=1).
 */
export async function enrolPlayers(
  client: HttpClient,
  count: number,
  concurrency = 4,
): Promise<Omit<StormPlayer, 'fundedPaise'>[]> {
  return runWorkers(concurrency, count, async () => {
    addressSequence += 1;
    const address = `10.77.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
    const headers = { 'x-forwarded-for': address };
    const body = registration();
    const registered = await client.post('/api/customer/self/register', headers, body);
    if (registered.status !== 201)
      throw new Error(`registration failed: ${registered.status} ${registered.text}`);
    const login = {
      identifier: body.customer.traits.email,
      value: STRONG_PASSWORD,
      type: 'PASSWORD',
      tenant: 'furlong',
    };
    const signedIn = await client.post('/api/aic/auth/login', headers, login);
    if (signedIn.status !== 200)
      throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.text}`);
    const session = sessionResponseSchema.parse(JSON.parse(signedIn.text));
    return { id: session.uid, auth: { authorization: `Bearer ${session.accessToken}` } };
  });
}

/** Puts cash in a player's deposits pocket, as the retail cash-in does (wallet-factory's fundPlayer, on a bare database). */
export async function fundWallet(db: Database, playerId: string, paise: number): Promise<void> {
  await db.transaction(async (tx) => {
    const accounts = await ensurePlayerAccounts(tx, playerId);
    await postTransfer(tx, {
      kind: 'RETAIL_CASH_IN',
      memo: 'Storm funding',
      legs: [
        { accountId: accounts['cash-deposits'], amount: BigInt(paise) },
        { accountId: houseAccountId('retail-cash-in', 0), amount: -BigInt(paise) },
      ],
    });
  });
}

export async function enrolFundedPlayers(
  client: HttpClient,
  db: Database,
  count: number,
  fundingPaise: number,
): Promise<StormPlayer[]> {
  const enrolled = await enrolPlayers(client, count);
  for (const player of enrolled) await fundWallet(db, player.id, fundingPaise);
  return enrolled.map((player) => ({ ...player, fundedPaise: fundingPaise }));
}
