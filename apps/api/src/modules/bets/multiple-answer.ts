import { paiseToRupees, type PlaceMultipleResponse } from '@furlong/contract';
import type { StoredAnswer } from '../../idempotency/run-idempotent';
import type { LegPart, PricedMultipleBet } from '../../db/functions/contract';
import { renderSlipAnswer, slipAnswerStatus } from './slip-answer';
import type { AnswerRenderer } from './placement-outcome';
import { toPlacedMultipleBet } from './to-placed-multiple-bet';
import type { BetRace } from './to-placed-bet';

/** What place_multiple answers, with what place_multiple_once adds. */
interface PlacedMultiple {
  ticket: string;
  bets: (PricedMultipleBet & { fromDeposits: number })[];
  legs: (LegPart & { selection: string; horseNo: number; horseName: string })[];
  races: (BetRace & { id: string })[];
  placedAt: string;
  gstRateBp: number;
  kind: string;
  status: string;
  potentialPayoutPaise: number;
}

const isMultiple = (body: unknown): body is { multiple: PlacedMultiple } =>
  typeof body === 'object' && body !== null && 'multiple' in body;

/**
 * A stored multiple answer as the API replies, the first time and on every replay alike: the
 * placed bets in the My Bets shape, or a refusal with a single's codes and words (the same
 * SQLSTATEs, SLIP_REFUSALS).
 */
export const MULTIPLE_ANSWERS: AnswerRenderer = {
  status: (status, body) => (isMultiple(body) ? 201 : slipAnswerStatus(status, body)),
  render(status, body): StoredAnswer {
    // A refusal renders as a slip's does.
    if (!isMultiple(body)) return renderSlipAnswer(status, body);
    const placed = body.multiple;
    const races = new Map(placed.races.map((race) => [race.id, race]));
    const reply: PlaceMultipleResponse = {
      ticketNumber: placed.ticket,
      bets: placed.bets.map((bet) =>
        toPlacedMultipleBet(
          {
            id: bet.id,
            kind: placed.kind,
            eachWayPart: bet.part,
            placedAt: new Date(placed.placedAt),
            ticketNumber: `${placed.ticket}-${bet.number}`,
            status: placed.status,
            stakePaise: bet.stake,
            gstRateBp: placed.gstRateBp,
            faceValuePaise: bet.faceValue,
            cgstPaise: bet.cgst,
            sgstPaise: bet.sgst,
            totalWinPaise: null,
            tdsPaise: null,
            payoutPaise: null,
          },
          placed.legs
            .filter((leg) => bet.legs.includes(leg.index) && leg.part === bet.part)
            .map((leg) => ({
              legIndex: leg.index,
              fixtureId: leg.fixture,
              horseNumber: leg.horseNo,
              horseName: leg.horseName,
              market: leg.market,
              priceHundredths: leg.priceHundredths,
              status: 'ACCEPTED',
              deductionBp: null,
            })),
          races,
        ),
      ),
      totalBetAmount: paiseToRupees(placed.bets.reduce((sum, bet) => sum + bet.stake, 0)),
      potentialPayout: paiseToRupees(placed.potentialPayoutPaise),
    };
    return { status: 201, body: reply };
  },
};
