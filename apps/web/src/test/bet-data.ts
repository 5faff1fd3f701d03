import type { PlacedBet, Transaction } from '@furlong/contract';
import { buildWallet } from './account-data';
import { nextUuid } from './race-data';

export function buildPlacedBet(overrides: Partial<PlacedBet> = {}): PlacedBet {
  return {
    uid: nextUuid(),
    betType: 'SINGLE',
    timestamp: '2025-11-14T08:30:00.000Z',
    ticketNumber: 'T1001',
    betStatus: 'CONFIRMED',
    betLineItems: [
      {
        betAmount: 100,
        venueName: 'Bangalore',
        sportFixture: nextUuid(),
        sportFixtureName: 'Maiden Plate',
        raceNumber: 1,
        horseNumber: 3,
        selectionName: 'Star Dancer',
        marketName: 'Win',
        odds: 4,
        deductionRate: null,
      },
    ],
    totalBetAmount: 100,
    faceValue: 78.12,
    taxes: { CGST: 14, SGST: 14 },
    cgstAmount: 10.93,
    sgstAmount: 10.93,
    totalWinAmount: null,
    tdsAmount: null,
    payoutAmount: null,
    ...overrides,
  };
}

/** A 201 answer to a bet slip, with the wallet after the debit. */
export function placedReply(cashAfter: number, bets: PlacedBet[] = [buildPlacedBet()]) {
  return {
    status: 201,
    body: {
      message: 'Successfully placed bets. Please await result.',
      bets,
      wallet: buildWallet(cashAfter),
    },
  };
}

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    uid: nextUuid(),
    modifiedOn: '2025-11-14T08:30:00.000Z',
    txnType: 'DEBIT',
    txnGroup: 'sports',
    amount: 100,
    status: 'SUCCESS',
    description: 'Bet placed',
    ...overrides,
  };
}
