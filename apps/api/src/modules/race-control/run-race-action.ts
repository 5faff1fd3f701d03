import type { EnquiryBody, MoveFieldBody, PriceUpdatesBody, ResultBody } from '@furlong/contract';
import { completeRace } from './complete-race';
import { setResultEnquiry } from './result-state';
import type { FixtureRow } from './change-fixture';
import { publishRace } from './publish-race';
import type { RaceDeps } from '../races/race-deps';
import { reopenRace } from './reopen-race';
import { moveFieldPrices, updatePrices } from './update-prices';
import {
  declareOfficialAndSettle,
  declareResultAndSettle,
  recordOffAndSettle,
  scratchAndRefund,
  settleAndMarkPaid,
  suspendAndSettle,
  voidAndRefund,
} from './race-operations';
import { auditOperator, type OperatorActor, type SystemActor } from '../audit/audit-operator';

export type RaceCommand =
  | { action: 'publish' | 'suspend' | 'reopen' | 'paid' | 'complete' | 'void' | 'official' }
  | { action: 'prices'; prices: PriceUpdatesBody['prices'] }
  | ({ action: 'moveField' } & MoveFieldBody)
  | { action: 'result'; standings: ResultBody['standings']; official?: boolean }
  | { action: 'enquiry'; state: EnquiryBody['state'] }
  | { action: 'scratch'; horseNo: number }
  | { action: 'off'; offAt?: string };

/**
 * Runs one race verb for the operator, then audits it. Verbs that move money go through
 * settlement/race-operations, so bets follow the race exactly as when the race clock or the
 * simulator changes it; every verb announces fixture_changed itself. The audit is written
 * after the verb commits: a failed verb leaves no entry, and a verb never waits on the audit.
 */
export async function runRaceAction(
  deps: RaceDeps,
  actor: OperatorActor | SystemActor,
  fixtureId: string,
  command: RaceCommand,
): Promise<FixtureRow> {
  const race = await perform(deps, fixtureId, command);
  await auditAction(deps, actor, fixtureId, command, race);
  return race;
}

/**
 * runRaceAction for a reply: once the verb has committed, the audit and `read` (what the
 * operator is answered) run side by side, so the reply waits one database round trip less.
 * A failed audit still fails the request, as with runRaceAction.
 */
export async function runRaceActionThenRead<T>(
  deps: RaceDeps,
  actor: OperatorActor | SystemActor,
  fixtureId: string,
  command: RaceCommand,
  read: () => Promise<T>,
): Promise<T> {
  const race = await perform(deps, fixtureId, command);
  const [, answer] = await Promise.all([
    auditAction(deps, actor, fixtureId, command, race),
    read(),
  ]);
  return answer;
}

function auditAction(
  deps: RaceDeps,
  actor: OperatorActor | SystemActor,
  fixtureId: string,
  command: RaceCommand,
  race: FixtureRow,
): Promise<unknown> {
  const { action, ...details } = command;
  return auditOperator(deps.db, actor, `race.${action}`, fixtureId, {
    ...details,
    status: race.status,
    version: race.version,
  });
}

function perform(deps: RaceDeps, fixtureId: string, command: RaceCommand): Promise<FixtureRow> {
  switch (command.action) {
    case 'publish':
      return publishRace(deps, fixtureId);
    case 'suspend':
      return suspendAndSettle(deps, fixtureId);
    case 'reopen':
      return reopenRace(deps, fixtureId);
    case 'paid':
      return settleAndMarkPaid(deps, fixtureId);
    case 'complete':
      return completeRace(deps, fixtureId);
    case 'void':
      return voidAndRefund(deps, fixtureId);
    case 'prices':
      return updatePrices(
        deps,
        fixtureId,
        command.prices.map((update) => ({
          horseNumber: update.horseNo,
          market: update.market,
          price: update.price,
        })),
      );
    case 'moveField':
      return moveFieldPrices(deps, fixtureId, command);
    case 'result':
      return declareResultAndSettle(deps, fixtureId, {
        standings: command.standings.map((standing) => ({
          place: standing.place,
          horseNumber: standing.horseNo,
        })),
        ...(command.official ? { official: true } : {}),
      });
    case 'enquiry':
      return setResultEnquiry(deps, fixtureId, command.state);
    case 'official':
      return declareOfficialAndSettle(deps, fixtureId);
    case 'scratch':
      return scratchAndRefund(deps, fixtureId, command.horseNo);
    case 'off':
      return recordOffAndSettle(
        deps,
        fixtureId,
        command.offAt ? new Date(command.offAt) : undefined,
      );
  }
}
