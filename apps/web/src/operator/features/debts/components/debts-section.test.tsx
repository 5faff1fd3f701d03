import type { PlayerDebt } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const PLAYER_UID = '00000000-0000-4000-8000-00000000a001';

const debt: PlayerDebt = {
  playerUid: PLAYER_UID,
  playerName: 'Asha Rao',
  owed: 150,
  since: '2025-09-01T09:00:00.000Z',
  cause: 'Result corrected: ticket T1001',
  history: [
    {
      transferId: '00000000-0000-4000-8000-0000000000c1',
      at: '2025-09-01T09:00:00.000Z',
      kind: 'SETTLEMENT_REVERSAL',
      memo: 'Result corrected: ticket T1001',
      amount: -200,
    },
    {
      transferId: '00000000-0000-4000-8000-0000000000c2',
      at: '2025-09-01T10:00:00.000Z',
      kind: 'BET_REFUND',
      memo: 'Refund of ticket T1002 (race void)',
      amount: 50,
    },
  ],
};

describe('console player debts', { timeout: 30_000 }, () => {
  it('shows each debt with its cause and history, and writes one off with a reason', async () => {
    signInOperator();
    const sent: unknown[] = [];
    let debts = [debt];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/debts': () => ({ debts }),
      [`POST /api/operator/debts/${PLAYER_UID}/write-off`]: ({ body }: MockRequest) => {
        sent.push(body);
        debts = [];
        return {
          status: 201,
          body: { transferId: debt.history[0]!.transferId, playerUid: PLAYER_UID, writtenOff: 150 },
        };
      },
    });
    renderRoute(null, { path: '/operator/debts' });
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: 'Asha Rao' });
    expect(card).toHaveTextContent('₹150.00');
    expect(card).toHaveTextContent('Result corrected: ticket T1001');
    const history = within(card).getByRole('list', { name: 'History of Asha Rao' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('owed ₹200.00'), expect.stringContaining('paid ₹50.00')]);

    await user.click(within(card).getByRole('button', { name: 'Write off the debt of Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Write off debt' }));
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Estate closed');
    await user.click(within(dialog).getByRole('button', { name: 'Write off debt' }));
    expect(await screen.findByText('Debt of ₹150.00 written off')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Estate closed' }]);
    expect(await screen.findByText('No player owes anything.')).toBeInTheDocument();
  });
});
