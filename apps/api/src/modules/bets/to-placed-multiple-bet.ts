import {
  MARKET_NAMES,
  paiseToRupees,
  type BetStatus,
  type BetType,
  type PlacedBet,
} from '@furlong/contract';
import type { MultipleBetLegRow, MultipleBetRow } from './multiple-bets.schema';
import type { BetRace } from './to-placed-bet';

const nullableRupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

export type PlacedMultipleBetFields = Pick<
  MultipleBetRow,
  | 'id'
  | 'kind'
  | 'eachWayPart'
  | 'placedAt'
  | 'ticketNumber'
  | 'status'
  | 'stakePaise'
  | 'gstRateBp'
  | 'faceValuePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'totalWinPaise'
  | 'tdsPaise'
  | 'payoutPaise'
> &
  Partial<Pick<MultipleBetRow, 'rejectionReason'>>;

export type PlacedLegFields = Pick<
  MultipleBetLegRow,
  | 'legIndex'
  | 'fixtureId'
  | 'horseNumber'
  | 'horseName'
  | 'market'
  | 'priceHundredths'
  | 'status'
  | 'deductionBp'
>;

const NO_RACE: BetRace = { venueName: '', raceName: '', raceNumber: 0 };

/**
 * One bet of a multiple in the spec's My Bets shape: a line item per leg, with the leg's status
 * and Rule 4 deduction, and the bet's own totals (its stake, GST split and return).
 */
export function toPlacedMultipleBet(
  bet: PlacedMultipleBetFields,
  legs: readonly PlacedLegFields[],
  races: ReadonlyMap<string, BetRace>,
): PlacedBet {
  const halfGstPercent = bet.gstRateBp / 200;
  const part = bet.eachWayPart === 'WIN' || bet.eachWayPart === 'PLACE' ? bet.eachWayPart : null;
  return {
    uid: bet.id,
    betType: bet.kind as BetType,
    timestamp: bet.placedAt.toISOString(),
    ticketNumber: bet.ticketNumber,
    betStatus: bet.status as BetStatus,
    betLineItems: [...legs]
      .sort((a, b) => a.legIndex - b.legIndex)
      .map((leg) => {
        const race = races.get(leg.fixtureId) ?? NO_RACE;
        return {
          betAmount: paiseToRupees(bet.stakePaise),
          venueName: race.venueName,
          sportFixture: leg.fixtureId,
          sportFixtureName: race.raceName,
          raceNumber: race.raceNumber,
          horseNumber: leg.horseNumber,
          selectionName: leg.horseName,
          marketName:
            (MARKET_NAMES as Record<string, string | undefined>)[leg.market] ?? leg.market,
          odds: leg.priceHundredths / 100,
          deductionRate: leg.deductionBp === null ? null : leg.deductionBp / 100,
          legStatus: leg.status as BetStatus,
          ...(part ? { eachWayPart: part } : {}),
        };
      }),
    totalBetAmount: paiseToRupees(bet.stakePaise),
    faceValue: paiseToRupees(bet.faceValuePaise),
    taxes: { CGST: halfGstPercent, SGST: halfGstPercent },
    cgstAmount: paiseToRupees(bet.cgstPaise),
    sgstAmount: paiseToRupees(bet.sgstPaise),
    totalWinAmount: nullableRupees(bet.totalWinPaise),
    tdsAmount: nullableRupees(bet.tdsPaise),
    payoutAmount: nullableRupees(bet.payoutPaise),
    ...(bet.status === 'REJECTED' ? { rejectionReason: bet.rejectionReason ?? null } : {}),
  };
}
