import { declareResult, type ResultInput } from './declare-result';
import type { FixtureRow } from './change-fixture';
import { markPaid } from './mark-paid';
import type { RaceDeps } from '../races/race-deps';
import { recordOff } from './record-off';
import { scratchRunner } from './scratch-runner';
import { suspendRace } from './suspend-race';
import { voidRace } from './void-race';
import { declareOfficial } from './result-state';
import { settleRace } from '../settlement/settle-race';

/**
 * Race changes that move money: the race verb (which sets the settlement outbox in its
 * transaction), then settlement: a `settlement` job on the server, in the call without a
 * queue. The operator API, the race clock and the simulator all use these, so bets follow the
 * race whoever changed it. If the process stops between the two, the race clock's sweep
 * settles the race later (settling is idempotent).
 */
export async function requestSettlement(deps: RaceDeps, fixtureId: string): Promise<void> {
  if (deps.settlements) await deps.settlements.request(fixtureId);
  else await settleRace(deps, fixtureId);
}

export async function suspendAndSettle(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  const race = await suspendRace(deps, fixtureId);
  await requestSettlement(deps, fixtureId);
  return race;
}

/** The off: betting closes, bets struck after it are voided, unconfirmed ones refunded. */
export async function recordOffAndSettle(
  deps: RaceDeps,
  fixtureId: string,
  offAt?: Date,
): Promise<FixtureRow> {
  const race = await recordOff(deps, fixtureId, offAt);
  await requestSettlement(deps, fixtureId);
  return race;
}

export async function scratchAndRefund(
  deps: RaceDeps,
  fixtureId: string,
  horseNumber: number,
): Promise<FixtureRow> {
  const race = await scratchRunner(deps, fixtureId, horseNumber);
  await requestSettlement(deps, fixtureId);
  return race;
}

/** Declares a result; settles it when official (declared so, or a correction of one). */
export async function declareResultAndSettle(
  deps: RaceDeps,
  fixtureId: string,
  input: ResultInput,
): Promise<FixtureRow> {
  const race = await declareResult(deps, fixtureId, input);
  if (race.resultState === 'OFFICIAL') await requestSettlement(deps, fixtureId);
  return race;
}

/** Declares the official result at once (weighed in) and settles: the simulator's results. */
export function declareOfficialResultAndSettle(
  deps: RaceDeps,
  fixtureId: string,
  input: Omit<ResultInput, 'official'>,
): Promise<FixtureRow> {
  return declareResultAndSettle(deps, fixtureId, { ...input, official: true });
}

/** Weighed in: the provisional result becomes official and the race's bets are settled. */
export async function declareOfficialAndSettle(
  deps: RaceDeps,
  fixtureId: string,
): Promise<FixtureRow> {
  const race = await declareOfficial(deps, fixtureId);
  await requestSettlement(deps, fixtureId);
  return race;
}

export async function voidAndRefund(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  const race = await voidRace(deps, fixtureId);
  await requestSettlement(deps, fixtureId);
  return race;
}

/** Dividends are marked paid only after the race's bets are settled. */
export async function settleAndMarkPaid(deps: RaceDeps, fixtureId: string): Promise<FixtureRow> {
  await settleRace(deps, fixtureId);
  return markPaid(deps, fixtureId);
}
