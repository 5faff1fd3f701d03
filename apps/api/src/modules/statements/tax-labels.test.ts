import { taxPassbookSchema, tdsReportSchema } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { renderTdsCertificate } from './tds-certificate';

/** The tax documents name the Act's section and year as in force on the day (decision 064). */
describe('tax documents across the Income-tax Act, 2025 (1 April 2026)', () => {
  let subject: TestApp;
  let player: Awaited<ReturnType<typeof freshPlayer>>;
  beforeAll(async () => {
    subject = await buildTestApp();
    player = await freshPlayer(subject);
  });
  afterAll(async () => {
    await subject.close();
  });
  const get = (url: string, headers = player.auth) => subject.app.inject({ url, headers });

  it('the passbook and the TDS report say financial year and 194BB for 2025-26, tax year and the 2025 Act for 2026-27', async () => {
    const old = taxPassbookSchema.parse(
      (await get('/api/customer/self/tax-passbook?fy=2025-26')).json(),
    );
    expect(old.taxLabels).toMatchObject({
      tdsSection: 'Section 194BB of the Income-tax Act, 1961',
      yearTitle: 'Financial year 2025-26 (assessment year 2026-27)',
    });
    const next = taxPassbookSchema.parse(
      (await get('/api/customer/self/tax-passbook?fy=2026-27')).json(),
    );
    expect(next.taxLabels).toMatchObject({ yearLabel: 'TAX_YEAR', yearTitle: 'Tax year 2026-27' });
    expect(next.taxLabels?.tdsSection).toContain('Income-tax Act, 2025');

    const admin = (await signedInOperator(subject, 'ADMIN')).auth;
    const report = tdsReportSchema.parse(
      (await get('/api/operator/reports/tds?fy=2026-27', admin)).json(),
    );
    expect(report.taxLabels?.yearLabel).toBe('TAX_YEAR');
    const csv = (await get('/api/operator/reports/tds/csv?fy=2026-27', admin)).body;
    expect(csv.split('\r\n')[0]).toMatch(/,year,tds_section$/);
  });

  it("the certificate's heading names the quarter's year and the section of its winnings", async () => {
    const pdf = (
      await get('/api/customer/self/tax-passbook/certificate?fy=2026-27&quarter=Q1')
    ).rawPayload.toString('latin1');
    expect(pdf).toContain('Tax year 2026-27, quarter Q1 \\(April to June\\)');
    expect(pdf).toContain('Section 393\\(3\\) of the Income-tax Act, 2025');
    expect(pdf).not.toContain('194BB');

    const line = { ticketNumber: 'T1', race: 'Plate', creditedPaise: 2_000_000, tdsPaise: 600_000 };
    const rendered = renderTdsCertificate({
      financialYear: '2025-26',
      quarter: 'Q4',
      labels: {
        tdsSection: 'Section 194BB of the Income-tax Act, 1961',
        yearLabel: 'FINANCIAL_YEAR',
        yearTitle: 'Financial year 2025-26 (assessment year 2026-27)',
      },
      name: 'Asha Rao',
      pan: 'ABCDE1234F',
      lines: [
        { ...line, day: '2026-03-31', tdsSection: 'Section 194BB of the Income-tax Act, 1961' },
      ],
      creditedPaise: 2_000_000,
      tdsPaise: 600_000,
    }).toString('latin1');
    expect(rendered).toContain(
      'Section 194BB of the Income-tax Act, 1961: winnings from horse races',
    );
    expect(rendered).toContain('Financial year 2025-26 \\(assessment year 2026-27\\), quarter Q4');
  });
});
