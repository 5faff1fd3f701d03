import type { Readiness } from '@furlong/contract';
import type { DatabaseHandle } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';

/** A check that has not answered by then counts as down: the probe itself must stay quick. */
const CHECK_TIMEOUT_MS = 2_000;

/** Whether this instance should get traffic; `startDraining` is the first step of shutdown. */
export interface ReadinessState {
  readonly isDraining: boolean;
  startDraining(): void;
}

export function createReadinessState(): ReadinessState {
  let draining = false;
  return {
    get isDraining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
  };
}

/** The database always; Redis when the hub has one (REDIS_URL). */
export async function checkReadiness(deps: {
  database: DatabaseHandle;
  hub: RealtimeHub;
  state: ReadinessState;
}): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    outcomeOf(deps.database.ping()),
    deps.hub.ping ? outcomeOf(deps.hub.ping()) : undefined,
  ]);
  const checks = redis ? { database, redis } : { database };
  if (deps.state.isDraining) return { status: 'draining', checks };
  return { status: database === 'ok' && redis !== 'down' ? 'ready' : 'unavailable', checks };
}

async function outcomeOf(check: Promise<void>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
