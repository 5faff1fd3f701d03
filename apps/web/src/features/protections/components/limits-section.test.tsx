import type { Protections } from '@furlong/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { LimitsSection } from './limits-section';

const withDepositLimit: Protections = {
  limits: [
    {
      kind: 'DEPOSIT',
      period: 'WEEK',
      amount: 5000,
      used: 1200,
      pendingAmount: null,
      pendingFrom: null,
    },
  ],
  timeOutUntil: null,
  selfExcludedUntil: null,
  selfExclusionReturnFrom: null,
  realityCheckMinutes: null,
  priceChangePolicy: 'ASK',
  marketingConsent: false,
  closedAt: null,
};

describe('limits section', () => {
  it('shows a deposit limit with what was deposited, and sets one like a stake limit', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const sent: MockRequest[] = [];
    mockApi({
      'PUT /api/customer/self/protections/limits': (request: MockRequest) => {
        sent.push(request);
        return withDepositLimit;
      },
    });
    renderRoute(<LimitsSection protections={withDepositLimit} />, { path: '/', pattern: '/' });

    expect(await screen.findByText(/Weekly deposit limit of ₹5,000\.00/)).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Set a limit' });
    await user.click(within(form).getByRole('combobox', { name: 'Limit on' }));
    await user.click(await screen.findByRole('option', { name: 'Deposits' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount (₹)' }), '2000');
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ kind: 'DEPOSIT', period: 'DAY', amount: 2000 });
  });
});
