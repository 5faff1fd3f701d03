import { INDIAN_STATES, type LegalModeChange, type OperatorLegalState } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const states: OperatorLegalState[] = INDIAN_STATES.map((state) => ({
  state,
  mode: state === 'Goa' ? 'WIND_DOWN' : 'LIVE',
  reason: state === 'Goa' ? 'Act of 2025' : null,
  reference: state === 'Goa' ? 'G.O. 7/2031' : null,
  changedOn: null,
  players: 3,
}));

const change = (overrides: Partial<LegalModeChange>): LegalModeChange => ({
  uid: '00000000-0000-4000-8000-00000000c001',
  scope: 'Kerala',
  mode: 'OFF',
  reason: 'Kerala ordinance',
  reference: 'Ord. 3/2031',
  status: 'PENDING',
  requestedBy: { uid: '00000000-0000-4000-8000-0000000000aa', name: 'Other Admin' },
  requestedOn: '2031-07-01T08:00:00.000Z',
  decidedBy: null,
  decidedOn: null,
  rejectionReason: null,
  ...overrides,
});

describe('the Legal page', { timeout: 20_000 }, () => {
  it("lists the states, asks for a change with its reason and reference, and approves another ADMIN's", async () => {
    signInOperator();
    const asked: unknown[] = [];
    const approved: string[] = [];
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/legal/states': states,
      'GET /api/operator/legal/changes': () => (approved.length === 0 ? [change({})] : []),
      'PUT /api/operator/legal/states/Assam': ({ body }: MockRequest) => {
        asked.push(body);
        return { status: 202, body: change({ scope: 'Assam', mode: 'WIND_DOWN' }) };
      },
      [`POST /api/operator/legal/changes/${change({}).uid}/approve`]: () => {
        approved.push('Kerala');
        return change({ status: 'APPROVED' });
      },
    });
    renderRoute(null, { path: '/operator/legal' });
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'States and their modes' });
    expect(within(table).getAllByTestId('legal-state')).toHaveLength(INDIAN_STATES.length);
    expect(
      within(table).getByRole('button', { name: 'Pay out the balances of Goa' }),
    ).toBeVisible();
    expect(
      within(table).queryByRole('button', { name: 'Pay out the balances of Assam' }),
    ).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Change the mode of Assam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the mode of Assam?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: 'WIND_DOWN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(dialog).findByText(/Please give the reason/)).toBeVisible();
    expect(asked).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (players of the state read it)' }),
      'Act of 2025 applies',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Order or notification' }),
      'G.O. 9/2031',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    await screen.findByText('Assam to WIND_DOWN: waiting for another ADMIN');
    expect(asked).toEqual([
      { mode: 'WIND_DOWN', reason: 'Act of 2025 applies', reference: 'G.O. 9/2031' },
    ]);

    const waiting = await screen.findByRole('table', { name: 'Changes waiting for approval' });
    await user.click(within(waiting).getByRole('button', { name: 'Approve: Kerala to OFF' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve: Kerala to OFF?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve and apply now' }));
    expect(await screen.findByText('No change is waiting for approval.')).toBeVisible();
    expect(approved).toEqual(['Kerala']);
  });

  it('shows its own change as waiting for another ADMIN, without Approve', async () => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      'GET /api/operator/legal/states': states,
      'GET /api/operator/legal/changes': [
        change({ requestedBy: { uid: OPERATOR_SELF.uid, name: OPERATOR_SELF.name } }),
      ],
    });
    renderRoute(null, { path: '/operator/legal' });
    const waiting = await screen.findByRole('table', { name: 'Changes waiting for approval' });
    expect(within(waiting).getByText('Yours: another operator decides')).toBeVisible();
    expect(within(waiting).queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
