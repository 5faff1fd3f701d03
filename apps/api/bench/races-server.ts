import { addDays, fixtureListSchema, indiaDayOf } from '@furlong/contract';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { startDemoApp } from './demo-app';
import { startServerLikeNpmStart } from './npm-start-server';

/** What bench/races.ts loads: a server with a race card to read, and its end. */
export interface CardServer {
  /** 127.0.0.1:<port> */
  host: string;
  raceUid: string;
  /** How the server was started, for the bench's first line. */
  description: string;
  close(): Promise<void>;
}

const OPEN = ['NEW', 'PUBLISHED'];

/**
 * The open race that starts last, today (India time) or else tomorrow, from the server's own
 * day list, as the player app finds it: the race clock does not close it during a run, so its
 * card (and ETag) stays the same while both servers are loaded.
 */
async function lastOpenRace(host: string): Promise<string> {
  const today = indiaDayOf(new Date());
  for (const day of [today, addDays(today, 1)]) {
    const response = await fetch(`http://${host}/api/mc/sport-fixture?active=true&date=${day}`);
    if (!response.ok) throw new Error(`The race day ${day} answered ${response.status}`);
    const open = fixtureListSchema
      .parse(await response.json())
      .filter((race) => OPEN.includes(race.status))
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
    const race = open.at(-1);
    if (race) return race.uid;
  }
  throw new Error(`The demo seed made no open race for ${today} or the day after`);
}

/**
 * The server as a user starts it (`npm start`, bench/npm-start-server.ts): its own process,
 * demo seeding and jobs, on the embedded database in a fresh folder, or on a scratch database
 * of the PostgreSQL at `databaseUrl` (dropped at the end).
 */
export async function startAsNpmStart(databaseUrl?: string): Promise<CardServer> {
  const scratch = databaseUrl
    ? await createScratchDatabase(databaseUrl, 'furlong_bench')
    : undefined;
  let server: Awaited<ReturnType<typeof startServerLikeNpmStart>> | undefined;
  const close = async () => {
    await server?.close();
    await scratch?.drop();
  };
  try {
    server = await startServerLikeNpmStart({ databaseUrl: scratch?.url });
    return {
      host: server.host,
      raceUid: await lastOpenRace(server.host),
      description: `the server as npm start runs it (its own process, pid ${server.pid}), on ${scratch ? 'a scratch PostgreSQL database' : 'the embedded database'}`,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The second figure: the app inside the bench's process, on an in-memory database. */
export async function startInProcess(): Promise<CardServer> {
  const demo = await startDemoApp();
  return {
    host: demo.host,
    raceUid: demo.race.uid,
    description: 'the app in the bench process, on an in-memory database (second figure)',
    close: demo.close,
  };
}
