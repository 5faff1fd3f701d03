import type { CreateRaceBody } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { DEV_OPERATOR } from '../src/modules/player-desk/seed-dev-accounts';
import { operatorCall } from './operator-http';

/** bench:tote's trader: the demo operator, signed in over HTTP, working the console's API. */
export type ToteTrader = Awaited<ReturnType<typeof signInToteTrader>>;

const SETTLED_TIMEOUT_MS = 600_000;
const POLL_MS = 10;

export async function signInToteTrader(host: string) {
  const call = operatorCall(host);
  const { accessToken } = (await call('POST', '/auth/login', undefined, DEV_OPERATOR)) as {
    accessToken: string;
  };
  const as = (method: string, path: string, body?: unknown) =>
    call(method, path, accessToken, body);
  return {
    /** A published Bengaluru race of eight runners on `day`; answers its uid. */
    addRace: async (day: string, raceNumber: number, startAt: Date): Promise<string> => {
      const race: CreateRaceBody = {
        venue: 'BLR',
        day,
        raceNumber,
        startDate: startAt.toISOString(),
        distance: 1200,
        name: `The Tote Stakes ${raceNumber}`,
        runners: Array.from({ length: 8 }, (_, index) => ({
          horseNo: index + 1,
          name: `Runner ${index + 1}`,
          prices: { WIN: index + 2, PLACE: (index + 2) / 4, SHP: (index + 2) / 2, THP: index + 2 },
        })),
      };
      const { uid } = (await as('POST', '/races', race)) as { uid: string };
      await as('POST', `/races/${uid}/publish`);
      return uid;
    },
    /** The day's one Jackpot over `legs`; answers the pool's uid. */
    setJackpot: async (day: string, legs: string[]): Promise<string> => {
      const { pools } = (await as('PUT', `/race-days/${day}/multi-race-pools`, {
        pools: [{ pool: 'JACKPOT', legs }],
      })) as { pools: { uid: string; pool: string }[] };
      const jackpot = pools.find((pool) => pool.pool === 'JACKPOT');
      if (!jackpot) throw new Error('the day has no Jackpot');
      return jackpot.uid;
    },
    recordOff: (uid: string) => as('POST', `/races/${uid}/off`),
    /** The official result: the server settles the race in its settlement job. */
    declareOfficial: (uid: string, firstThree: number[]) =>
      as('POST', `/races/${uid}/result`, {
        official: true,
        standings: firstThree.map((horseNo, place) => ({ place: place + 1, horseNo })),
      }),
  };
}

/**
 * Waits until the server has settled the race (its settlement request cleared) and none of
 * `openTickets` is left ACCEPTED: every ticket worked out and paid, each settlement one
 * transaction.
 */
export async function waitUntilSettled(
  db: Database,
  fixtureId: string,
  openTickets: ReturnType<typeof sql>,
): Promise<void> {
  const deadline = Date.now() + SETTLED_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const [state] = await queryRows<{ requested: boolean; open: number }>(
      db,
      sql`select (select settlement_requested_at is not null from fixtures
          where id = ${fixtureId}::uuid) as requested, (${openTickets})::int as open`,
    );
    if (state && !state.requested && state.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`race ${fixtureId} was not settled in ${SETTLED_TIMEOUT_MS / 1000} s`);
}
