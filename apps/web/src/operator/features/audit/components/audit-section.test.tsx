import type { AuditPage } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api';
import { renderRoute } from '../../../../test/render';
import { OPERATOR_SELF, signInOperator } from '../../../test/operator-data';
import { AUDIT_PAGE_SIZE } from './audit-section';

const PLAYER = '11111111-1111-4111-8111-111111111111';

describe('audit log', { timeout: 20_000 }, () => {
  it('lists entries newest first with who, what and details, and pages to older ones', async () => {
    const user = userEvent.setup();
    signInOperator();
    const newest: AuditPage = {
      entries: [
        {
          id: 42,
          at: '2025-11-14T06:30:00.000Z',
          actor: { type: 'operator', id: OPERATOR_SELF.uid, name: 'Asha Rao' },
          action: 'BALANCE_ADJUSTED',
          subject: PLAYER,
          details: { amount: -250, pocket: 'cash' },
        },
        {
          id: 41,
          at: '2025-11-14T06:00:00.000Z',
          actor: { type: 'system', id: null, name: null },
          action: 'RACE_SUSPENDED',
          subject: null,
          details: {},
        },
      ],
      nextBefore: 41,
    };
    const older: AuditPage = {
      entries: [
        {
          id: 40,
          at: '2025-11-13T18:00:00.000Z',
          actor: { type: 'anonymous', id: null, name: null },
          action: 'LOGIN_FAILED',
          subject: null,
          details: { identifier: 'someone@example.in' },
        },
      ],
      nextBefore: null,
    };
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/audit?limit=${AUDIT_PAGE_SIZE}`]: newest,
      [`GET /api/operator/audit?before=41&limit=${AUDIT_PAGE_SIZE}`]: older,
    });
    renderRoute(null, { path: '/operator/audit' });

    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const cells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(cells()).toEqual([
      [
        '14-NOV-2025 12:00',
        'Asha Rao (operator)',
        'BALANCE_ADJUSTED',
        PLAYER,
        '{"amount":-250,"pocket":"cash"}',
      ],
      ['14-NOV-2025 11:30', 'system', 'RACE_SUSPENDED', '–', '–'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await within(table).findByText('LOGIN_FAILED');
    expect(cells().map((row) => row[2])).toEqual([
      'BALANCE_ADJUSTED',
      'RACE_SUSPENDED',
      'LOGIN_FAILED',
    ]);
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    signInOperator();
    mockApi({
      'GET /api/operator/me': OPERATOR_SELF,
      [`GET /api/operator/audit?limit=${AUDIT_PAGE_SIZE}`]: { entries: [], nextBefore: null },
    });
    renderRoute(null, { path: '/operator/audit' });
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
  });
});
