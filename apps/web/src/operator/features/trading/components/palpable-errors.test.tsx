import type { PalpableErrorRequest } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';
import { PalpableErrorButton } from './palpable-error-button';

const BET_UID = '00000000-0000-4000-8000-0000000b0001';

const request = (overrides: Partial<PalpableErrorRequest> = {}): PalpableErrorRequest => ({
  uid: '00000000-0000-4000-8000-0000000f0001',
  betUid: BET_UID,
  ticketNumber: 'T1001',
  playerName: 'Asha Rao',
  horse: '1 Silver Arrow',
  market: 'WIN',
  stake: 1000,
  betStatus: 'CONFIRMED',
  kind: 'REPRICE',
  odds: 20,
  newOdds: 2,
  reason: 'Price 2.00 shown as 20.00',
  status: 'PENDING',
  makerUid: '00000000-0000-4000-8000-0000000e0009',
  makerName: 'Tara Trader',
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

describe('price-error corrections', { timeout: 30_000 }, () => {
  it('asks for a re-price with the correct price and a reason', async () => {
    signInOperator();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`POST /api/operator/bets/${BET_UID}/palpable-error`]: ({ body }: MockRequest) => {
        sent.push(body);
        return { status: 201, body: request() };
      },
    });
    renderRoute(<PalpableErrorButton betUid={BET_UID} ticketNumber="T1001" />, {
      path: '/',
      pattern: '/',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Price error on T1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price error on T1001' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Correction' }));
    await user.click(await screen.findByRole('option', { name: 'Re-price the bet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(
      within(dialog).getByText('Enter the correct price, such as 3 or 0.5'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Correct price (to 1)' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Shown as 20.00');
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Correction of T1001 sent for approval')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'REPRICE', price: 2, reason: 'Shown as 20.00' }]);
  });

  it('lists corrections waiting in the review section and approves another operator’s', async () => {
    signInOperator();
    const approved: string[] = [];
    let pending = [
      request(),
      request({
        uid: '00000000-0000-4000-8000-0000000f0002',
        kind: 'VOID',
        newOdds: null,
        ticketNumber: 'T1002',
        makerUid: OPERATOR_SELF.uid,
      }),
    ];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/review-queue': { bets: [] },
      'GET /api/operator/palpable-errors': () => ({ requests: pending }),
      'POST /api/operator/palpable-errors/00000000-0000-4000-8000-0000000f0001/approve': ({
        path,
      }: MockRequest) => {
        approved.push(path);
        pending = pending.slice(1);
        return request({ status: 'APPROVED', betStatus: 'CONFIRMED' });
      },
    });
    renderRoute(null, { path: '/operator/review' });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Price errors' });
    const table = await within(panel).findByRole('table', {
      name: 'Price-error corrections waiting for approval',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Re-price T1001 from 20.00 to 2.00');
    expect(rows[1]).toHaveTextContent('Tara Trader');
    // The operator's own request waits for someone else.
    expect(rows[2]).toHaveTextContent('Yours: another operator decides');
    await user.click(
      within(panel).getByRole('button', { name: 'Approve: Re-price T1001 from 20.00 to 2.00' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve correction' }));
    expect(
      await screen.findByText('Re-price T1001 from 20.00 to 2.00: done, player told'),
    ).toBeInTheDocument();
    expect(approved).toHaveLength(1);
  });
});
