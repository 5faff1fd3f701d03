import type { ReviewBet } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

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

  it('shows a held multiple with its legs, and confirms it whole by its uid', async () => {
    signInOperator();
    const MULTIPLE_UID = '00000000-0000-4000-8000-0000000be702';
    const confirmed: unknown[] = [];
    const multiple: ReviewBet = {
      ...waiting,
      uid: MULTIPLE_UID,
      ticketNumber: 'T2001',
      multipleKind: 'ACCUMULATOR',
      eachWay: true,
      legs: [
        {
          race: waiting.race,
          market: 'WIN',
          horseNo: 4,
          horse: 'Monsoon Gold',
          odds: 20,
          placeOdds: 5,
        },
        {
          race: { ...waiting.race, uid: '00000000-0000-4000-8000-0000000f0002', raceNumber: 5 },
          market: 'WIN',
          horseNo: 2,
          horse: 'Deccan Star',
          odds: 3,
          placeOdds: 0.75,
        },
      ],
    };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/review-queue': () => ({ bets: confirmed.length === 0 ? [multiple] : [] }),
      [`POST /api/operator/review-queue/${MULTIPLE_UID}/confirm`]: ({ body }: MockRequest) => {
        confirmed.push(body);
        return { uid: MULTIPLE_UID, betStatus: 'CONFIRMED' };
      },
    });
    renderRoute(null, { path: '/operator/review' });
    const user = userEvent.setup();

    const row = (await screen.findByText('T2001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Accumulator each-way of 2 legs');
    expect(row).toHaveTextContent('Bengaluru R3: 4 Monsoon Gold at 20 (place 5)');
    expect(row).toHaveTextContent('Bengaluru R5: 2 Deccan Star at 3 (place 0.75)');
    await user.click(within(row).getByRole('button', { name: 'Confirm ticket T2001' }));
    expect(await screen.findByText('No bets are waiting for review.')).toBeInTheDocument();
    expect(confirmed).toHaveLength(1);
  });
});
