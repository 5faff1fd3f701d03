import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placedReply } from '../../test/bet-data';
import {
  BET_SLIP,
  buildOpenRace,
  enterAmount,
  openRacePage,
  placeButton,
  slipRegion,
  slipRequests,
} from '../../test/race-slip-harness';

const OFFER_ID = '0b6f1c2c-7e2f-4a7e-9b1e-0b5d2a1c3d40';

/** The server's answer to a stake over the player's largest (decision 072). */
const counterOfferReply = (selection: string) => ({
  status: 409,
  body: {
    statusCode: 409,
    code: 'COUNTER_OFFER',
    message: 'We can accept at most ₹2,500.00 on 3. Star Dancer.',
    details: {
      offerId: OFFER_ID,
      selection,
      horseNo: 3,
      market: 'WIN',
      maxStake: 2500,
      expiresAt: new Date(Date.now() + 30_000).toISOString(),
    },
  },
});

describe('a counter-offer on the slip', { timeout: 20_000 }, () => {
  async function overTheLimit(secondReply: () => { status: number; body: unknown }) {
    const { fixture, selections } = buildOpenRace();
    let calls = 0;
    const page = openRacePage(fixture, {
      cash: 50_000,
      replies: {
        [`POST ${BET_SLIP}`]: () => {
          calls += 1;
          return calls === 1 ? counterOfferReply(selections.win) : secondReply();
        },
      },
    });
    await page.user.click(
      await screen.findByRole('button', { name: 'WIN 4.00 for 3 Star Dancer' }),
    );
    await enterAmount(page.user, 'Amount for Star Dancer WIN', '5000');
    await page.user.click(placeButton());
    const offer = await within(slipRegion()).findByTestId('counter-offer');
    return { ...page, fixture, selections, offer };
  }

  it('shows the largest stake with the seconds left, and Accept sends it naming the offer', async () => {
    const { user, fetchMock, offer, selections } = await overTheLimit(() => placedReply(47_500));
    expect(offer).toHaveTextContent('We can accept at most ₹2,500.00 on 3. Star Dancer.');
    expect(within(offer).getByRole('timer')).toHaveTextContent(
      /^(30|29) seconds left to take it\.$/,
    );

    await user.click(within(offer).getByRole('button', { name: 'Take ₹2,500.00' }));

    await screen.findByText('Successfully placed bets. Please await result.');
    const [first, taken] = slipRequests(fetchMock);
    expect(first?.body[0]).toMatchObject({ ticketPrice: 5000 });
    expect(first?.body[0]).not.toHaveProperty('counterOffer');
    expect(taken?.body).toEqual([
      expect.objectContaining({
        selection: selections.win,
        ticketPrice: 2500,
        counterOffer: OFFER_ID,
      }),
    ]);
    expect(taken?.key).not.toBe(first?.key);
  });

  it('Decline leaves the slip as it was and sends nothing', async () => {
    const { user, fetchMock, offer } = await overTheLimit(() => placedReply(0));
    await user.click(within(offer).getByRole('button', { name: 'Decline' }));
    expect(within(slipRegion()).queryByTestId('counter-offer')).toBeNull();
    expect(slipRequests(fetchMock)).toHaveLength(1);
    expect(screen.getByLabelText('Amount for Star Dancer WIN')).toHaveValue('5000');
  });

  it('says so when the offer was already taken or ran out', async () => {
    const { user, offer } = await overTheLimit(() => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'COUNTER_OFFER_UNAVAILABLE',
        message: 'This offer was already taken.',
        details: { offerId: OFFER_ID, reason: 'TAKEN' },
      },
    }));
    await user.click(within(offer).getByRole('button', { name: 'Take ₹2,500.00' }));
    expect(
      await within(slipRegion()).findByText('This offer was already taken.'),
    ).toBeInTheDocument();
    expect(within(slipRegion()).queryByTestId('counter-offer')).toBeNull();
  });
});
