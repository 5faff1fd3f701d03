import { fixtureSchema, type BetSlipLine, type MarketType } from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/players';
import { addRace, raceDeps } from '../../../test/race-factory';
import { findPlayerReceivable, houseAccountId } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { publishRace } from '../race-control/publish-race';
import { getWallet } from '../wallet/get-wallet';

let raceNumber = 0;

/** A published 8-runner race off at `off` (runners priced 2-1, 3-1, ... in WIN). */
export async function openRace(subject: TestApp, off: Date): Promise<string> {
  raceNumber += 1;
  const id = await addRace(subject, off, { raceNumber, runnerCount: 8 });
  await publishRace(raceDeps(subject), id);
  return id;
}

/** Places one single through the player API, at the price the race card shows. */
export async function placeBet(
  subject: TestApp,
  player: { auth: { authorization: string } },
  fixtureId: string,
  bet: { horseNo: number; market?: MarketType; rupees: number },
): Promise<void> {
  const race = fixtureSchema.parse(
    (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${fixtureId}` })).json(),
  );
  const market = bet.market ?? 'WIN';
  const odds = race.participants
    .find((runner) => runner.horseNumber === bet.horseNo)
    ?.odds.find((price) => price.market === market);
  if (!odds) throw new Error('no price');
  const line: BetSlipLine = {
    venue: 'BLR',
    raceNumber: race.raceNumber,
    market,
    horseNo: bet.horseNo,
    horse: `Runner ${bet.horseNo}`,
    odds: odds.price,
    ticketPrice: bet.rupees,
    sportFixture: fixtureId,
    selection: odds.selection,
  };
  const placed = await subject.app.inject({
    method: 'POST',
    url: '/api/customer/self/sports/betslip',
    headers: { ...player.auth, 'idempotency-key': `slip-${randomUUID()}` },
    payload: [line],
  });
  expect(placed.statusCode, placed.body).toBe(201);
}

/** An operator race action through the operator API; a result is declared official at once. */
export async function raceAction(
  subject: TestApp,
  operator: { authorization: string },
  fixtureId: string,
  action: 'suspend' | 'void' | 'result',
  winner?: number,
): Promise<void> {
  const response = await subject.app.inject({
    method: 'POST',
    url: `/api/operator/races/${fixtureId}/${action}`,
    headers: operator,
    ...(winner
      ? {
          payload: {
            standings: [1, 2, 3].map((place) => ({
              place,
              horseNo: ((winner + place - 2) % 8) + 1,
            })),
            official: true,
          },
        }
      : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A debt recorded as a correction records it, for a player holding no cash. */
export async function recordDebt(subject: TestApp, playerId: string, paise: number) {
  await subject.database.db.transaction(async (tx) =>
    postTransfer(tx, {
      kind: 'SETTLEMENT_REVERSAL',
      memo: 'Result corrected: ticket T-test',
      legs: [
        { accountId: await findPlayerReceivable(tx, playerId), amount: -BigInt(paise) },
        { accountId: houseAccountId('book', 0), amount: BigInt(paise) },
      ],
    }),
  );
}

/** The player's wallet as the wallet API answers it (read directly: sessions idle out as the clock moves). */
export async function walletOf(subject: TestApp, player: { session: { uid: string } }) {
  const wallet = await getWallet(subject.database.db, player.session.uid);
  return { cash: wallet.pockets.cash.amount, withdrawable: wallet.withdrawable.amount };
}

/** Signs the player in again at the clock's time. */
export async function signInAgain(subject: TestApp, player: { email: string }) {
  const session = await signIn(subject.app, player.email);
  return { session, auth: { authorization: `Bearer ${session.accessToken}` } };
}
