import type { ActivityStatement, TaxPassbook } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, requestsOf } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { Statements } from './statements';

const statement = (fy: string, net: number): ActivityStatement => ({
  financialYear: fy,
  financialYears: ['2026-27', '2025-26'],
  totals: { stakes: 10_400, returns: 10_400 + net, net, openStakes: 300, refunds: 5_000 },
  months: [
    {
      month: fy === '2025-26' ? '2026-03' : '2026-04',
      stakes: 10_400,
      returns: 10_400 + net,
      net,
      openStakes: 300,
      refunds: 5_000,
    },
  ],
  days: [
    {
      day: fy === '2025-26' ? '2026-03-31' : '2026-04-01',
      stakes: 10_400,
      returns: 10_400 + net,
      net,
      openStakes: 300,
      refunds: 5_000,
    },
  ],
});
const passbook: TaxPassbook = {
  financialYear: '2026-27',
  financialYears: ['2026-27', '2025-26'],
  pan: '******234F',
  bets: [
    {
      ticketNumber: 'T100001',
      placedAt: '2026-04-01T04:30:00.000Z',
      race: 'Bengaluru R1 The Test Plate',
      stake: 10_000,
      gst: 2_857.14,
      winnings: 21_428.57,
      tds: 3_428.57,
    },
  ],
  totals: { stakes: 10_000, gst: 2_857.14, winnings: 21_428.57, tds: 3_428.57 },
  quarters: [
    { quarter: 'Q1', winnings: 21_428.57, tds: 3_428.57 },
    { quarter: 'Q2', winnings: 0, tds: 0 },
    { quarter: 'Q3', winnings: 0, tds: 0 },
    { quarter: 'Q4', winnings: 0, tds: 0 },
  ],
};

function open() {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const fetchMock = mockApi({
    '/api/customer/self/statement': statement('2026-27', 7_572.14),
    '/api/customer/self/statement?fy=2025-26': statement('2025-26', -400),
    '/api/customer/self/tax-passbook': passbook,
    '/api/customer/self/tax-passbook/certificate?fy=2026-27&quarter=Q1': () =>
      new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
  });
  renderRoute(<Statements />, { path: '/', pattern: '/' });
  return fetchMock;
}

describe('Statements', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the year in figures and in a chart, and another year on request', async () => {
    open();
    const activity = await screen.findByRole('region', { name: 'Activity statement' });
    expect(within(activity).getByText('Net win')).toBeInTheDocument();
    // Refunds and open stakes stand apart from stakes, returns and the net result.
    expect(within(activity).getByTestId('statement-refunds')).toHaveTextContent(
      'Refunded₹5,000.00',
    );
    expect(within(activity).getByTestId('statement-open-stakes')).toHaveTextContent(
      'Open stakes₹300.00',
    );
    expect(within(activity).getByTestId('statement-net')).toHaveTextContent('₹7,572.14');
    expect(
      within(activity).getByRole('img', { name: /Net result per month of 2026-27/ }),
    ).toBeInTheDocument();
    expect(within(activity).getByRole('table', { name: 'By day' })).toHaveTextContent(
      '01-APR-2026',
    );
    await userEvent.click(within(activity).getByRole('combobox', { name: 'Financial year' }));
    await userEvent.click(await screen.findByRole('option', { name: 'FY 2025-26' }));
    expect(await within(activity).findByText('Net loss')).toBeInTheDocument();
    expect(within(activity).getByRole('table', { name: 'By month' })).toHaveTextContent('Mar 2026');
  }, 20_000);

  it('shows the masked PAN, GST and TDS per bet, and downloads a quarter statement', async () => {
    const fetchMock = open();
    const book = await screen.findByRole('region', { name: 'Tax passbook' });
    expect(book).toHaveTextContent('PAN: ******234F');
    expect(within(book).getByRole('table', { name: 'GST and TDS per bet' })).toHaveTextContent(
      '₹3,428.57',
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const createObjectURL = vi.fn(() => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await userEvent.click(
      within(book).getByRole('button', { name: 'PDF: TDS statement of Q1 2026-27' }),
    );
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    expect(requestsOf(fetchMock)).toContain(
      'GET /api/customer/self/tax-passbook/certificate?fy=2026-27&quarter=Q1',
    );
  });
});
