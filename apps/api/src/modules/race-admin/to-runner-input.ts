import type { RunnerBody } from '@furlong/contract';
import type { RunnerInput } from '../races/create-race';

/** The console's runner (horseNo, draw) in the race module's terms. */
export function toRunnerInput(runner: RunnerBody): RunnerInput {
  return {
    horseNumber: runner.horseNo,
    name: runner.name,
    cageNumber: runner.draw ?? null,
    lastRuns: runner.lastRuns ?? [],
    weightKg: runner.weightKg ?? null,
    jockey: runner.jockey ?? null,
    trainer: runner.trainer ?? null,
    prices: runner.prices,
  };
}
