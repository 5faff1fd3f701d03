import type { Env } from '../env';
import { createInProcessHub, type RealtimeHub } from './hub';
import { createRedisHub, type HubLog } from './redis-hub';

/** One instance needs no broker; several share events through Redis when REDIS_URL is set. */
export function createHub(env: Env, log: HubLog = console): RealtimeHub {
  return env.REDIS_URL ? createRedisHub({ url: env.REDIS_URL, log }) : createInProcessHub();
}
