import { MARKET_NAMES, paiseToRupees, type BetStatus, type PlacedBet } from '@furlong/contract';
import type { BetRow } from './bets.schema';

export interface BetRace {
  venueName: string;
  raceName: string;
  raceNumber: number;
}

const nullableRupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** What a bet's reply is made of. */
export type PlacedBetFields = Pick<
  BetRow,
  | 'id'
  | 'placedAt'
  | 'ticketNumber'
  | 'status'
  | 'stakePaise'
  | 'fixtureId'
  | 'horseNumber'
  | 'horseName'
  | 'market'
  | 'priceHundredths'
  | 'deductionBp'
  | 'gstRateBp'
  | 'faceValuePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'totalWinPaise'
  | 'tdsPaise'
  | 'payoutPaise'
> &
  Partial<
    Pick<BetRow, 'bestOfTote' | 'paidPriceSource' | 'paidPriceHundredths' | 'rejectionReason'>
  >;

/** A bet in the spec's My Bets shape: one single bet is one ticket with one line item. */
export function toPlacedBet(bet: PlacedBetFields, race: BetRace): PlacedBet {
  const halfGstPercent = bet.gstRateBp / 200;
  return {
    uid: bet.id,
    betType: 'SINGLE',
    timestamp: bet.placedAt.toISOString(),
    ticketNumber: bet.ticketNumber,
    betStatus: bet.status as BetStatus,
    betLineItems: [
      {
        betAmount: paiseToRupees(bet.stakePaise),
        venueName: race.venueName,
        sportFixture: bet.fixtureId,
        sportFixtureName: race.raceName,
        raceNumber: race.raceNumber,
        horseNumber: bet.horseNumber,
        selectionName: bet.horseName,
        marketName: (MARKET_NAMES as Record<string, string | undefined>)[bet.market] ?? bet.market,
        odds: bet.priceHundredths / 100,
        deductionRate: bet.deductionBp === null ? null : bet.deductionBp / 100,
      },
    ],
    totalBetAmount: paiseToRupees(bet.stakePaise),
    faceValue: paiseToRupees(bet.faceValuePaise),
    taxes: { CGST: halfGstPercent, SGST: halfGstPercent },
    cgstAmount: paiseToRupees(bet.cgstPaise),
    sgstAmount: paiseToRupees(bet.sgstPaise),
    totalWinAmount: nullableRupees(bet.totalWinPaise),
    tdsAmount: nullableRupees(bet.tdsPaise),
    payoutAmount: nullableRupees(bet.payoutPaise),
    ...(bet.status === 'REJECTED' ? { rejectionReason: bet.rejectionReason ?? null } : {}),
    ...(bet.bestOfTote
      ? {
          bestOfTote: {
            paid: bet.paidPriceSource ?? null,
            price: bet.paidPriceHundredths == null ? null : bet.paidPriceHundredths / 100,
          },
        }
      : {}),
  };
}
