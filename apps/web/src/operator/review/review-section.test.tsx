import type { ReviewBet } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { OPERATOR_SELF, signInOperator } from '../test/operator-data';

const BET_UID = '00000000-0000-4000-8000-0000000be701';

const waiting: ReviewBet = {
  uid: BET_UID,
  ticketNumber: 'T1042',
  player: {
    uid: '00000000-0000-4000-8000-00000000a001',
    name: 'Asha Rao',
    email: 'asha@example.in',
  },
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

describe('trader review', { timeout: 20_000 }, () => {
  it('rejects a bet after a confirmation naming the refund; the reason may be left out', async () => {
    signInOperator();
    const rejected: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/review-queue': () => ({ bets: rejected.length === 0 ? [waiting] : [] }),
      [`POST /api/operator/review-queue/${BET_UID}/reject`]: ({ body }: MockRequest) => {
        rejected.push(body);
        return { uid: BET_UID, betStatus: 'REJECTED' };
      },
    });
    renderRoute(null, { path: '/operator/review' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject ticket T1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject ticket T1042?' });
    expect(dialog).toHaveTextContent('The stake of ₹2,000.00 is refunded to Asha Rao.');
    expect(rejected).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject bet' }));

    expect(await screen.findByText('No bets are waiting for review.')).toBeInTheDocument();
    expect(rejected).toEqual([{}]);
  });
});
