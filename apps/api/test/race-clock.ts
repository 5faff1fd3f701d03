import {
  RACE_CLOCK_EVERY_MS,
  tickRaceClock,
  type RaceClockLog,
} from '../src/modules/race-clock/start-race-clock';
import type { RaceDeps } from '../src/modules/races/race-deps';
import { repeatEvery, type Repeating } from './repeat-every';

export type RaceClock = Repeating;

/**
 * The race clock on a timer in this process alone (tests). Servers run `tickRaceClock` as
 * the `race-clock` job instead, so N instances tick once (decision 029).
 */
export function startRaceClock(
  deps: RaceDeps,
  options: { tickMs?: number; log: RaceClockLog },
): RaceClock {
  const tickMs = options.tickMs ?? RACE_CLOCK_EVERY_MS;
  const tick = () => tickRaceClock(deps, options);
  return repeatEvery(tickMs, tick, (error) =>
    options.log.warn({ err: error }, 'race clock tick failed'),
  );
}
