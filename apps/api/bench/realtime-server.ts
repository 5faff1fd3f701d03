import { indiaDayOf, type CreateRaceBody } from '@furlong/contract';
import { DEV_OPERATOR } from '../src/modules/player-desk/seed-dev-accounts';
import { createOperator } from '../src/modules/operators/create-operator';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { startDemoApp } from './demo-app';
import { startServerLikeNpmStart } from './npm-start-server';
import { operatorCall } from './operator-http';

/** What the realtime bench drives: a race, the trader's two changes over HTTP, the end. */
export interface RealtimeServer {
  /** 127.0.0.1:<port> */
  origin: string;
  fixtureId: string;
  /** The trader's price change; answers how long its reply took (ms). */
  putPrice(): Promise<number>;
  suspend(): Promise<void>;
  close(): Promise<void>;
}

/** A month away: the race clock never takes it off during a run. */
const RACE_LEAD_MS = 30 * 24 * 60 * 60 * 1000;

/** The trader's side over HTTP: signs in, and answers the two changes the bench times. */
async function traderOn(host: string, credentials: { email: string; password: string }) {
  const call = operatorCall(host);
  const { accessToken } = (await call('POST', '/auth/login', undefined, credentials)) as {
    accessToken: string;
  };
  let price = 3;
  return {
    call: (method: string, path: string, body?: unknown) => call(method, path, accessToken, body),
    putPrice: async (fixtureId: string) => {
      price += 0.25;
      const started = performance.now();
      await call('PUT', `/races/${fixtureId}/prices`, accessToken, {
        prices: [{ horseNo: 1, market: 'WIN', price }],
      });
      return performance.now() - started;
    },
  };
}

/**
 * The server as a user starts it (`npm start`): the embedded database, or a scratch database on
 * the PostgreSQL of BENCH_DATABASE_URL / DATABASE_URL; WEB_CONCURRENCY and REDIS_URL as set.
 * The demo operator signs in and adds a race a month away through the console's API.
 */
export async function startAsNpmStart(settings: {
  databaseUrl?: string;
  redisUrl?: string;
  workers: number;
}): Promise<RealtimeServer> {
  const scratch = settings.databaseUrl
    ? await createScratchDatabase(settings.databaseUrl, 'furlong_bench')
    : undefined;
  const server = await startServerLikeNpmStart({
    databaseUrl: scratch?.url,
    env: {
      WEB_CONCURRENCY: String(settings.workers),
      ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
    },
  });
  const close = async () => {
    await server.close();
    await scratch?.drop();
  };
  try {
    const trader = await traderOn(server.host, DEV_OPERATOR);
    const startAt = new Date(Date.now() + RACE_LEAD_MS);
    const race: CreateRaceBody = {
      venue: 'BLR',
      day: indiaDayOf(startAt),
      raceNumber: 1,
      startDate: startAt.toISOString(),
      distance: 1200,
      name: 'The Watchers Stakes',
      runners: Array.from({ length: 8 }, (_, index) => ({
        horseNo: index + 1,
        name: `Runner ${index + 1}`,
        prices: { WIN: index + 2, PLACE: (index + 2) / 4, SHP: (index + 2) / 2, THP: index + 2 },
      })),
    };
    const { uid } = (await trader.call('POST', '/races', race)) as { uid: string };
    await trader.call('POST', `/races/${uid}/publish`);
    return {
      origin: server.host,
      fixtureId: uid,
      putPrice: () => trader.putPrice(uid),
      suspend: async () => {
        await trader.call('POST', `/races/${uid}/suspend`);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The second figure: the app inside the bench's process, on an in-memory database. */
export async function startInProcess(): Promise<RealtimeServer> {
  const demo = await startDemoApp();
  const credentials = { email: 'bench.trader@furlong.test', password: 'Paddock@2031' };
  await createOperator(demo.deps.db, { ...credentials, name: 'Bench Trader', roles: ['ADMIN'] });
  const trader = await traderOn(demo.host, credentials);
  return {
    origin: demo.host,
    fixtureId: demo.race.uid,
    putPrice: () => trader.putPrice(demo.race.uid),
    suspend: async () => {
      await trader.call('POST', `/races/${demo.race.uid}/suspend`);
    },
    close: demo.close,
  };
}
