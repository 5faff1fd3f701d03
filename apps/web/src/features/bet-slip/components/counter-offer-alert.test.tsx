import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  multipleWithCounterOffer,
  secondsLeft,
  withCounterOffer,
  type HeldCounterOffer,
} from '../counter-offer';
import { CounterOfferAlert } from './counter-offer-alert';

const OFFER = {
  offerId: '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d40',
  selection: '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d41',
  horseNo: 3,
  market: 'WIN' as const,
  maxStake: 2500,
  expiresAt: '2026-11-27T09:00:30.000Z',
};

describe('the counter-offer countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds down to 0 from the moment the answer arrived', () => {
    const held: HeldCounterOffer = { offer: OFFER, deadline: 100_000 };
    expect(secondsLeft(held, 70_000)).toBe(30);
    expect(secondsLeft(held, 70_001)).toBe(30);
    expect(secondsLeft(held, 99_001)).toBe(1);
    expect(secondsLeft(held, 100_000)).toBe(0);
    expect(secondsLeft(held, 200_000)).toBe(0);
  });

  it('ticks each second and, once out, offers only Decline', () => {
    vi.useFakeTimers();
    const held: HeldCounterOffer = { offer: OFFER, deadline: Date.now() + 2_000 };
    const onAccept = vi.fn();
    render(
      <CounterOfferAlert
        held={held}
        horse="3. Star Dancer"
        isPending={false}
        onAccept={onAccept}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('2 seconds left to take it.');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('1 second left to take it.');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(
      screen.getByText(/This offer has expired\. Change your stake and place the bet again\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('sends the offered line at the offered stake, naming the offer, and the others as they were', () => {
    const line = {
      venue: 'BLR',
      raceNumber: 1,
      market: 'WIN' as const,
      horseNo: 3,
      horse: 'Star Dancer',
      odds: 4,
      ticketPrice: 5000,
      sportFixture: '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d42',
      selection: OFFER.selection,
    };
    const other = { ...line, horseNo: 4, selection: '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d43' };
    expect(withCounterOffer([line, other], OFFER)).toEqual([
      { ...line, ticketPrice: 2500, counterOffer: OFFER.offerId },
      other,
    ]);
  });

  it('sends a multiple again at the offered unit stake, naming the offer, legs as they were', () => {
    const legs = [
      {
        sportFixture: OFFER.selection,
        selection: OFFER.selection,
        market: 'WIN' as const,
        odds: 4,
      },
      {
        sportFixture: '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d44',
        selection: '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d45',
        market: 'WIN' as const,
        odds: 5,
      },
    ];
    const body = { kind: 'ACCUMULATOR' as const, eachWay: true, unitStake: 4000, legs };
    expect(multipleWithCounterOffer(body, OFFER)).toEqual({
      kind: 'ACCUMULATOR',
      eachWay: true,
      unitStake: 2500,
      legs,
      counterOffer: OFFER.offerId,
    });
  });
});
