import { declareResult, type ResultInput } from '../races/declare-result';
import type { FixtureRow } from '../races/change-fixture';
import { markPaid } from '../races/mark-paid';
import type { RaceDeps } from '../races/race-deps';
import { recordOff } from '../races/record-off';
import { scratchRunner } from '../races/scratch-runner';
import { suspendRace } from '../races/suspend-race';
import { voidRace } from '../races/void-race';
import { settleRace } from './settle-race';

/**
 * Race changes that move money: the race verb, then settlement. The operator API, the race
 * clock and the simulator all use these, so bets follow the race whoever changed it. If the
 * process stops between the two, the race clock's sweep settles the race later (settling is
 * idempotent).
 */
export async function suspendAndSettle(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  const race = await suspendRace(deps, fixtureId);
  await settleRace(deps, fixtureId);
  return race;
}

/** The off: betting closes, bets struck after it are voided, unconfirmed ones refunded. */
export async function recordOffAndSettle(
  deps: RaceDeps,
  fixtureId: string,
  offAt?: Date,
): Promise<FixtureRow> {
  const race = await recordOff(deps, fixtureId, offAt);
  await settleRace(deps, fixtureId);
  return race;
}

export async function scratchAndRefund(
  deps: RaceDeps,
  fixtureId: string,
  horseNumber: number,
): Promise<FixtureRow> {
  const race = await scratchRunner(deps, fixtureId, horseNumber);
  await settleRace(deps, fixtureId);
  return race;
}

export async function declareResultAndSettle(
  deps: RaceDeps,
  fixtureId: string,
  input: ResultInput,
): Promise<FixtureRow> {
  const race = await declareResult(deps, fixtureId, input);
  await settleRace(deps, fixtureId);
  return race;
}

export async function voidAndRefund(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  const race = await voidRace(deps, fixtureId);
  await settleRace(deps, fixtureId);
  return race;
}

/** Dividends are marked paid only after the race's bets are settled. */
export async function settleAndMarkPaid(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  await settleRace(deps, fixtureId);
  return markPaid(deps, fixtureId);
}
