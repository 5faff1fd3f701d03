import type { TaxPassbook } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, storeTokens } from '../../../lib/auth-tokens';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { TaxPassbook as TaxPassbookSection } from './tax-passbook';

const passbook = (taxLabels: TaxPassbook['taxLabels']): TaxPassbook => ({
  financialYear: '2026-27',
  financialYears: ['2026-27'],
  ...(taxLabels ? { taxLabels } : {}),
  pan: null,
  bets: [],
  totals: { stakes: 0, gst: 0, winnings: 0, tds: 0 },
  quarters: [
    { quarter: 'Q1', winnings: 0, tds: 0 },
    { quarter: 'Q2', winnings: 0, tds: 0 },
    { quarter: 'Q3', winnings: 0, tds: 0 },
    { quarter: 'Q4', winnings: 0, tds: 0 },
  ],
});

describe('the tax passbook names the Act in force (decision 064)', () => {
  afterEach(() => clearTokens());

  it('says tax year and the 2025 Act for 2026-27', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      '/api/customer/self/tax-passbook': passbook({
        tdsSection: 'Section 393(3) of the Income-tax Act, 2025 (Table, S. No. 3)',
        yearLabel: 'TAX_YEAR',
        yearTitle: 'Tax year 2026-27',
      }),
    });
    renderRoute(<TaxPassbookSection />, { path: '/', pattern: '/' });
    const book = await screen.findByRole('region', { name: 'Tax passbook' });
    expect(within(book).getByTestId('tax-labels')).toHaveTextContent(
      'Tax year 2026-27: TDS deducted under Section 393(3) of the Income-tax Act, 2025 (Table, S. No. 3)',
    );
  });
});
