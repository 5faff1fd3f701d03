import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewOffer } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { MyBets } from './my-bets';

const OFFERS = '/api/customer/self/sports/counter-offers';
const offer: ReviewOffer = {
  offerId: '6f0e7a44-1c1b-4a55-9d39-2b1f1e0c9a01',
  stake: 3000,
  odds: 6,
  expiresAt: '2025-11-14T08:31:00.000Z',
  betUid: '0b8c3e1f-5a2d-4c4e-8e1a-7d9f2a6b3c10',
  ticketNumber: 'T100200',
  venueName: 'Bangalore',
  raceNumber: 3,
  market: 'WIN',
  horseNo: 8,
  horse: 'Star Dancer',
  betStake: 5000,
  betOdds: 9,
  secondsLeft: 42,
};

describe('a trader’s offer in My Bets', { timeout: 20_000 }, () => {
  it('shows the offer with its countdown; taking it sends the offer’s key once and says what stands', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const sent: MockRequest[] = [];
    let answered = false;
    mockApi({
      '/api/customer/self/sports/bets': [],
      [OFFERS]: () => ({ offers: answered ? [] : [offer] }),
      [`POST ${OFFERS}/${offer.offerId}/accept`]: (request: MockRequest) => {
        sent.push(request);
        answered = true;
        return {
          uid: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          betStatus: 'CONFIRMED',
          stake: 3000,
          odds: 6,
          released: 2000,
        };
      },
    });
    renderRoute(<MyBets />, { pattern: '/bets', path: '/bets' });

    const alert = await screen.findByTestId('review-offer');
    expect(alert).toHaveTextContent('An offer from our trader on ticket T100200');
    expect(alert).toHaveTextContent(
      'You asked ₹5,000.00 at 9 on 8. Star Dancer (Bangalore R3). We can accept ₹3,000.00 at 6.',
    );
    expect(within(alert).getByRole('timer')).toHaveTextContent(/^4[12] seconds left to take it\.$/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Take ₹3,000.00 at 6' }));
    expect(
      await screen.findByText(
        'Offer taken: your bet of ₹3,000.00 stands, and ₹2,000.00 is back in your wallet.',
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('idempotency-key')).toBe(`${offer.offerId}-accept`);
    // Answered, the offer leaves the list the server sends.
    await waitFor(() => expect(screen.queryByTestId('review-offer')).toBeNull());
  });

  it('once its time is out, only the words stay: the stake comes back', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      '/api/customer/self/sports/bets': [],
      [OFFERS]: { offers: [{ ...offer, secondsLeft: 0 }] },
    });
    renderRoute(<MyBets />, { pattern: '/bets', path: '/bets' });
    const alert = await screen.findByTestId('review-offer');
    expect(alert).toHaveTextContent(
      'This offer has expired: your whole stake comes back to your wallet.',
    );
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
