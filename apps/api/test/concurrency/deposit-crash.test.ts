import { depositResponseSchema, type DepositCallbackBody } from '@furlong/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { checkLedger } from '../../src/ledger/check-ledger';
import { ledgerAccounts, ledgerTransfers } from '../../src/ledger/ledger.schema';
import { deposits } from '../../src/modules/cashier/deposits.schema';
import { openUnsetStates } from '../../src/modules/legal/legal-states.queries';
import { reconcileDeposits } from '../../src/modules/cashier/reconcile-deposits';
import {
  createSandboxDepositProvider,
  sandboxDepositCallback,
  signedDepositCallback,
} from '../../src/modules/cashier/sandbox-deposit-provider';
import { createHttpClient, type HttpClient } from './http-client';
import { runWorkers } from './run-workers';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { startServerProcess, type ServerProcess } from './server-process';
import { enrolPlayers } from './storm-players';

const PLAYERS = 8;
const DEPOSITS_EACH = 15;
/** Each webhook is delivered this many times: a gateway's duplicates. */
const DELIVERIES = 3;
const CLIENTS = 16;
const KILL_AFTER_ANSWERS = 120;
const AUTH_SECRET = 'deposit-crash-secret-0123456789abcdef01234567';
const DEPOSIT_SECRET = 'deposit-crash-webhook-0123456789abcdef0123';
const WEBHOOK_PATH = '/api/cashier/deposits/callback';

describe.skipIf(!process.env.DATABASE_URL)(
  'deposit crash: kill -9 the server while webhooks credit deposits, restart, each credited once',
  () => {
    let scratch: ScratchDatabase;
    let database: DatabaseHandle;
    let server: ServerProcess | undefined;
    const clients: HttpClient[] = [];
    const serverEnv = () => ({
      DATABASE_URL: scratch.url,
      AUTH_SECRET,
      DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      PAYOUT_SANDBOX_ALLOWED: 'on',
      DEPOSITS: 'on',
      DEPOSIT_CALLBACK_SECRET: DEPOSIT_SECRET,
      // Webhooks come from this test alone, so the crash can land among them.
      DEPOSIT_SANDBOX_MODE: 'manual',
    });

    beforeAll(async () => {
      scratch = await createScratchDatabase(process.env.DATABASE_URL as string);
      database = openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
      await database.migrate();
      await openUnsetStates(database.db);
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      if (server && server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill('SIGKILL');
      await database?.close();
      await scratch?.drop();
    });

    it(
      'credits every deposit once: duplicates, the crash, the retries and the reconciliation',
      { timeout: 120_000 },
      async () => {
        server = await startServerProcess(serverEnv());
        const before = createHttpClient(server.baseUrl, CLIENTS);
        clients.push(before);
        const players = await enrolPlayers(before, PLAYERS);
        const orders = await runWorkers(CLIENTS, PLAYERS * DEPOSITS_EACH, async (index) => {
          const player = players[index % PLAYERS] as (typeof players)[number];
          // Whole rupees from ₹100 up: no sandbox paise code (.13 fails, .17 silent, .19 twice).
          const amount = 100 + index;
          const answer = await before.post(
            '/api/customer/self/cashier/funds-transfer',
            { ...player.auth, 'idempotency-key': `deposit-crash-${index}` },
            { transferType: 'DEPOSIT', amount, currency: 'INR', method: 'UPI_INTENT' },
          );
          if (answer.status !== 201) throw new Error(`deposit refused: ${answer.text}`);
          const { transfer } = depositResponseSchema.parse(JSON.parse(answer.text));
          return { playerId: player.id, uid: transfer.uid, amountPaise: BigInt(amount * 100) };
        });

        const webhooks: DepositCallbackBody[] = orders.flatMap((order) =>
          Array.from({ length: DELIVERIES }, () =>
            sandboxDepositCallback({ reference: order.uid, amountPaise: order.amountPaise }),
          ),
        );
        const deliver = (client: HttpClient, body: DepositCallbackBody) => {
          const signed = signedDepositCallback(DEPOSIT_SECRET, body, new Date());
          return client.send('POST', WEBHOOK_PATH, signed.headers, signed.rawBody);
        };
        const crashed = server;
        let answered = 0;
        let killed = false;
        const firstRound = await runWorkers(
          CLIENTS,
          webhooks.length,
          async (index) => {
            try {
              const answer = await deliver(before, webhooks[index] as DepositCallbackBody);
              if (!killed && (answered += 1) >= KILL_AFTER_ANSWERS) {
                killed = true;
                crashed.child.kill('SIGKILL');
              }
              return answer.status;
            } catch {
              return 0;
            }
          },
          () => killed,
        );
        expect(await crashed.exited).toBeNull();
        expect(firstRound.filter((status) => status !== 200 && status !== 0)).toEqual([]);
        // Some webhooks were in flight when the server died: their transactions never committed.
        expect(firstRound.filter((status) => status === 0).length).toBeGreaterThan(0);
        const db = database.db;
        const creditedMidway = await creditCounts(
          db,
          orders.map((order) => order.uid),
        );
        expect([...creditedMidway.values()].filter((count) => count > 1)).toEqual([]);
        expect(creditedMidway.size).toBeGreaterThan(0);
        expect(creditedMidway.size).toBeLessThan(orders.length);

        // The gateway sends every webhook again after the restart; half the orders' webhooks are
        // lost for good instead, and the reconciliation asks about those.
        server = await startServerProcess(serverEnv());
        const after = createHttpClient(server.baseUrl, CLIENTS);
        clients.push(after);
        const resent = webhooks.filter((_, index) => index % (2 * DELIVERIES) < DELIVERIES);
        const secondRound = await runWorkers(CLIENTS, resent.length, (index) =>
          deliver(after, resent[index] as DepositCallbackBody).then((answer) => answer.status),
        );
        expect(secondRound.filter((status) => status !== 200)).toEqual([]);
        const provider = createSandboxDepositProvider({
          mode: 'manual',
          delayMs: 0,
          callbackSecret: DEPOSIT_SECRET,
          deliver: async () => undefined,
          now: () => new Date(),
          onError: () => undefined,
        });
        await reconcileDeposits({ db, provider }, new Date(Date.now() + 60 * 60_000));

        const credits = await creditCounts(
          db,
          orders.map((order) => order.uid),
        );
        expect(orders.filter((order) => credits.get(order.uid) !== 1)).toEqual([]);
        const statuses = await db
          .select({ status: deposits.status, count: sql<number>`count(*)::int` })
          .from(deposits)
          .groupBy(deposits.status);
        expect(statuses).toEqual([{ status: 'SUCCESS', count: orders.length }]);
        const expected = new Map<string, bigint>();
        for (const order of orders)
          expected.set(order.playerId, (expected.get(order.playerId) ?? 0n) + order.amountPaise);
        const pockets = await db
          .select({ playerId: ledgerAccounts.playerId, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.kind, 'cash-deposits'),
              inArray(ledgerAccounts.playerId, [...expected.keys()]),
            ),
          );
        expect(new Map(pockets.map((row) => [row.playerId, row.balance]))).toEqual(expected);
        expect(await checkLedger(db)).toEqual([]);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      },
    );
  },
);

async function creditCounts(db: DatabaseHandle['db'], ids: string[]) {
  const rows = await db
    .select({ reference: ledgerTransfers.reference, count: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'DEPOSIT_CREDIT'), inArray(ledgerTransfers.reference, ids)))
    .groupBy(ledgerTransfers.reference);
  return new Map(rows.map((row) => [row.reference ?? '', row.count]));
}
