import type { OperatorDataRequest } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';

const request = (overrides: Partial<OperatorDataRequest>): OperatorDataRequest => ({
  uid: '00000000-0000-4000-8000-00000000d001',
  kind: 'ERASURE',
  details: 'Please erase my data',
  status: 'OPEN',
  requestedAt: '2026-09-01T06:00:00.000Z',
  dueAt: '2026-11-30T06:00:00.000Z',
  closedAt: null,
  outcome: null,
  player: { uid: '00000000-0000-4000-8000-00000000a001', name: 'Asha Rao' },
  daysLeft: 3,
  history: [
    {
      at: '2026-09-01T06:00:00.000Z',
      actor: 'player',
      actorName: null,
      action: 'REQUESTED',
      note: null,
    },
  ],
  ...overrides,
});

describe('the Data requests queue (decision 070)', { timeout: 20_000 }, () => {
  it("shows each request's clock and history, and records an action with its note", async () => {
    signInOperator();
    const sent: unknown[] = [];
    mockApi({
      'GET /api/operator/me': { ...OPERATOR_SELF, roles: ['COMPLIANCE'] },
      'GET /api/operator/data-requests?status=ACTIVE': [
        request({}),
        request({ uid: '00000000-0000-4000-8000-00000000d002', kind: 'CORRECTION', daysLeft: -2 }),
      ],
      [`POST /api/operator/data-requests/${request({}).uid}/actions`]: ({ body }: MockRequest) => {
        sent.push(body);
        return request({ status: 'IN_PROGRESS' });
      },
    });
    renderRoute(null, { path: '/operator/data-requests' });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Data requests' });
    await within(list).findByText('3 days left');
    const [erasure, correction] = Array.from(list.children) as HTMLElement[];
    expect(within(erasure!).getByText('3 days left')).toBeVisible();
    expect(within(correction!).getByText('Overdue by 2 days')).toBeVisible();
    expect(within(erasure!).getByRole('list', { name: 'History' })).toHaveTextContent(
      'REQUESTED · the player',
    );

    await user.click(within(erasure!).getByRole('button', { name: 'Record' }));
    expect(await within(erasure!).findByText(/Please write a note/)).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(erasure!).getByRole('textbox', { name: /Note/ }), 'Identity checked');
    await user.click(within(erasure!).getByRole('button', { name: 'Record' }));
    await screen.findByText('Recorded.');
    expect(sent).toEqual([{ action: 'START', note: 'Identity checked' }]);
  });
});
