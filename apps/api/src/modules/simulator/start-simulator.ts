import type { RaceDeps } from '../races/race-deps';
import { simulateTick, type TickOptions } from './simulate-tick';
import type { SimulatorLog } from './simulator-log';

export interface SimulatorOptions {
  tickMs?: number;
  log: SimulatorLog;
  random?: () => number;
  seedUpcomingDays?: boolean;
  driftEveryMs?: number;
  scratchEveryMs?: number;
}

export interface Simulator {
  /** Stops ticking; resolves once a tick in progress has finished. */
  stop(): Promise<void>;
}

const DEFAULT_TICK_MS = 5_000;
/** About one move a minute per open race. */
const DEFAULT_DRIFT_EVERY_MS = 60_000;
/** About one open race in fifteen loses a runner in its two hours of betting. */
const DEFAULT_SCRATCH_EVERY_MS = 30 * 3_600_000;

/** The `simulator` job's period (decision 029). */
export const SIMULATOR_EVERY_MS = DEFAULT_TICK_MS;

/** One simulator tick bound to its options, as the `simulator` job runs it. */
export function createSimulatorTick(
  deps: RaceDeps,
  options: SimulatorOptions,
): () => Promise<void> {
  const tickOptions = simulatorTickOptions(options);
  return async () => {
    await simulateTick(deps, tickOptions);
  };
}

function simulatorTickOptions(options: SimulatorOptions): TickOptions {
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  return {
    tickMs,
    log: options.log,
    random: options.random ?? Math.random,
    seedUpcomingDays: options.seedUpcomingDays ?? true,
    driftEveryMs: options.driftEveryMs ?? DEFAULT_DRIFT_EVERY_MS,
    scratchEveryMs: options.scratchEveryMs ?? DEFAULT_SCRATCH_EVERY_MS,
    state: { seededDay: null },
  };
}

/**
 * Runs the demo race day in this process alone (tests): the off, results, payouts, price
 * moves and scratches, as a race club's feed would. The next tick is scheduled only after
 * the last one ends, so ticks never overlap however slow the database is. Servers run the
 * same tick as the `simulator` job instead, once across instances.
 */
export function startSimulator(deps: RaceDeps, options: SimulatorOptions): Simulator {
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  let isStopped = false;
  const tickOptions = simulatorTickOptions(options);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runTick = async (): Promise<void> => {
    try {
      await simulateTick(deps, tickOptions);
    } catch (error) {
      // A lost database connection, say: try again next tick rather than die.
      options.log.error({ err: error }, 'simulator tick failed');
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runTick().finally(() => {
        running = undefined;
        if (!isStopped) schedule(tickMs);
      });
    }, delayMs);
  };
  schedule(0);

  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
