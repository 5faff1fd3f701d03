import {
  COUNTER_OFFER_SECONDS,
  counterOfferDetailsSchema,
  type BetSlipLine,
  type CounterOfferDetails,
  type PlaceMultipleRequest,
} from '@furlong/contract';
import { ApiError } from '../../lib/api-client';
import type { SlipLine } from './slip-line';

/** A counter-offer as the slip holds it: the server's offer and when, on this device, it ends. */
export interface HeldCounterOffer {
  offer: CounterOfferDetails;
  /** Epoch ms: counted from when the answer arrived, so a device clock set wrong cannot shorten it. */
  deadline: number;
}

/** The counter-offer of a COUNTER_OFFER answer (decision 072); null for any other. */
export function readCounterOffer(error: unknown, receivedAt: number): HeldCounterOffer | null {
  if (!(error instanceof ApiError) || error.code !== 'COUNTER_OFFER') return null;
  const details = counterOfferDetailsSchema.safeParse(error.details);
  if (!details.success) return null;
  return { offer: details.data, deadline: receivedAt + COUNTER_OFFER_SECONDS * 1000 };
}

/** Whole seconds left to take the offer, counting down to 0. */
export const secondsLeft = (held: HeldCounterOffer, now: number): number =>
  Math.max(0, Math.ceil((held.deadline - now) / 1000));

/**
 * The slip sent again taking the offer: the offered selection's line at the offered stake,
 * naming the offer; every other line as it was.
 */
export function withCounterOffer(body: BetSlipLine[], offer: CounterOfferDetails): BetSlipLine[] {
  return body.map((line) =>
    line.selection === offer.selection
      ? { ...line, ticketPrice: offer.maxStake, counterOffer: offer.offerId }
      : line,
  );
}

/**
 * The multiple sent again taking the offer (decision 078): the offer's largest unit stake,
 * naming the offer; kind, legs and each-way as they were.
 */
export const multipleWithCounterOffer = (
  body: PlaceMultipleRequest,
  offer: CounterOfferDetails,
): PlaceMultipleRequest => ({ ...body, unitStake: offer.maxStake, counterOffer: offer.offerId });

/** The horse the offer is for, as the slip names it ("3. Star Dancer"). */
export function offeredHorse(lines: SlipLine[], offer: CounterOfferDetails): string {
  const line = lines.find(
    (each) => each.selection === offer.selection || each.eachWay?.selection === offer.selection,
  );
  return line ? `${offer.horseNo}. ${line.horse}` : String(offer.horseNo);
}
