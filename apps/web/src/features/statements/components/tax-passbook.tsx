import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { downloads, passbookQuery, useDownload } from '../api/statements-api';
import { sectionMessage } from '../tax-section-words';
import { MoneyTable } from './money-table';
import { YearPicker } from './year-picker';
import { useT } from '../../../i18n/use-t';

/** GST in the stakes and TDS withheld from winnings, per bet, with a TDS statement per quarter. */
export function TaxPassbook() {
  const [year, setYear] = useState<string | null>(null);
  const passbook = useQuery(passbookQuery(year));
  const download = useDownload();
  const { t, money, dateTime } = useT();
  const rupees = (amount: number) => money(Math.round(amount * 100));
  const sectionText = (section: string) => {
    const id = sectionMessage(section);
    return id ? t(id) : section;
  };
  if (passbook.isPending) return <PageLoading label={t('statements.loadingPassbook')} />;
  if (passbook.isError)
    return <LoadError error={passbook.error} onRetry={() => void passbook.refetch()} />;
  const data = passbook.data;
  return (
    <Box component="section" aria-labelledby="passbook-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="passbook-title" variant="h3" sx={{ flex: '1 1 auto' }}>
          {t('statements.passbookTitle')}
        </Typography>
        <YearPicker
          label={t('statements.passbookYear')}
          years={data.financialYears}
          value={data.financialYear}
          onChange={setYear}
        />
      </Box>
      <Typography>
        {t('statements.pan')} <strong>{data.pan ?? t('statements.panMissing')}</strong>
        {data.pan === null && t('statements.panHint')}
      </Typography>
      {data.taxLabels && (
        <Typography variant="body2" color="text.secondary" data-testid="tax-labels">
          {t('statements.tdsUnder', {
            year: t(`statements.taxYear.${data.taxLabels.yearLabel}`, {
              year: data.financialYear,
            }),
            section: sectionText(data.taxLabels.tdsSection),
          })}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'space-between',
          gap: 0.5,
          m: 0,
          '& dd': { m: 0, textAlign: 'right', fontWeight: 700 },
        }}
      >
        <dt>{t('statements.stakes')}</dt>
        <dd>{rupees(data.totals.stakes)}</dd>
        <dt>{t('statements.gstIncluded')}</dt>
        <dd>{rupees(data.totals.gst)}</dd>
        <dt>{t('statements.winningsBeforeTax')}</dt>
        <dd>{rupees(data.totals.winnings)}</dd>
        <dt>{t('statements.tdsWithheld')}</dt>
        <dd>{rupees(data.totals.tds)}</dd>
      </Box>
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {t('statements.tdsStatements')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {data.quarters.map((quarter) => (
          <Box
            key={quarter.quarter}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography sx={{ flex: '1 1 10rem' }}>
              {t('statements.quarterTds', {
                quarter: quarter.quarter,
                tds: rupees(quarter.tds),
              })}
            </Typography>
            <Button
              variant="outlined"
              sx={{ minHeight: 44 }}
              aria-label={t('statements.quarterPdf', {
                quarter: quarter.quarter,
                financialYear: data.financialYear,
              })}
              onClick={() =>
                download.mutate(downloads.certificate(data.financialYear, quarter.quarter))
              }
            >
              {t('statements.pdf')}
            </Button>
          </Box>
        ))}
      </Box>
      {download.error && (
        <Typography role="alert" color="error">
          {download.error.message}
        </Typography>
      )}
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {t('statements.perBet')}
      </Typography>
      {data.bets.length === 0 ? (
        <Typography color="text.secondary">{t('statements.noBets')}</Typography>
      ) : (
        <MoneyTable
          caption={t('statements.perBetCaption')}
          rowKey={(row) => row.ticketNumber}
          rows={data.bets}
          columns={[
            {
              label: t('statements.bet'),
              cell: (row) => (
                <>
                  {row.ticketNumber}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    display="block"
                  >
                    {dateTime(row.placedAt)}
                  </Typography>
                </>
              ),
            },
            { label: t('statements.stake'), cell: (row) => rupees(row.stake), isNumeric: true },
            { label: t('statements.gst'), cell: (row) => rupees(row.gst), isNumeric: true },
            { label: t('statements.tds'), cell: (row) => rupees(row.tds), isNumeric: true },
          ]}
        />
      )}
    </Box>
  );
}
