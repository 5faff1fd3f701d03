import type { ReviewBet } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const BET_UID = '00000000-0000-4000-8000-0000000be711';
const held: ReviewBet = {
  uid: BET_UID,
  ticketNumber: 'T1043',
  player: { uid: '00000000-0000-4000-8000-00000000a001', name: 'Asha Rao', email: 'a@example.in' },
  race: {
    uid: '00000000-0000-4000-8000-0000000f0001',
    venue: 'BLR',
    venueName: 'Bengaluru',
    raceNumber: 3,
    startDate: '2031-07-01T08:30:00.000Z',
  },
  market: 'WIN',
  horseNo: 4,
  horse: 'Monsoon Gold',
  odds: 20,
  stake: 2000,
  liability: 31250,
  placedAt: '2031-07-01T08:00:00.000Z',
};
const terms = {
  offerId: '00000000-0000-4000-8000-00000000f0f1',
  stake: 1000,
  odds: 12,
  expiresAt: '2031-07-01T08:01:00.000Z',
};

describe('a trader’s offer from the review queue', { timeout: 20_000 }, () => {
  it('checks the offer by the API’s rule, sends it, then shows the player deciding', async () => {
    signInOperator();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/review-queue': () => ({
        bets: [sent.length === 0 ? held : { ...held, offer: terms }],
      }),
      [`POST /api/operator/review-queue/${BET_UID}/offer`]: ({ body }: MockRequest) => {
        sent.push(body);
        return { status: 201, body: { uid: BET_UID, betStatus: 'ACCEPTED', offer: terms } };
      },
    });
    renderRoute(null, { path: '/operator/review' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Offer on ticket T1043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer on ticket T1043' });
    expect(dialog).toHaveTextContent('Asha Rao asked ₹2,000.00 on 4 Monsoon Gold at 20.');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Offer a smaller stake (whole rupees, ₹100 or more) and/or a shorter price',
    );
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Stake offered (₹)'), '1000');
    await user.type(within(dialog).getByLabelText('Price offered'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Offered ₹1,000.00 at 12: the player decides')).toBeVisible();
    expect(sent).toEqual([{ stake: 1000, price: 12 }]);
    expect(screen.queryByRole('button', { name: 'Confirm ticket T1043' })).toBeNull();
  });
});
