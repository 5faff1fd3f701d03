import { formatRupees } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { formatIndiaDateTime } from '../../../lib/india-date-time';
import { downloads, passbookQuery, useDownload } from '../api/statements-api';
import { MoneyTable } from './money-table';
import { YearPicker } from './year-picker';

const rupees = (amount: number) => formatRupees(Math.round(amount * 100));
const QUARTER_MONTHS = { Q1: 'Apr-Jun', Q2: 'Jul-Sep', Q3: 'Oct-Dec', Q4: 'Jan-Mar' } as const;

/** GST in the stakes and TDS withheld from winnings, per bet, with a TDS statement per quarter. */
export function TaxPassbook() {
  const [year, setYear] = useState<string | null>(null);
  const passbook = useQuery(passbookQuery(year));
  const download = useDownload();
  if (passbook.isPending) return <PageLoading label="Loading your tax passbook" />;
  if (passbook.isError)
    return <LoadError error={passbook.error} onRetry={() => void passbook.refetch()} />;
  const data = passbook.data;
  return (
    <Box component="section" aria-labelledby="passbook-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="passbook-title" variant="h3" sx={{ flex: '1 1 auto' }}>
          Tax passbook
        </Typography>
        <YearPicker
          label="Passbook year"
          years={data.financialYears}
          value={data.financialYear}
          onChange={setYear}
        />
      </Box>
      <Typography>
        PAN: <strong>{data.pan ?? 'not given yet'}</strong>
        {data.pan === null && ' (add it in your profile: without a PAN, TDS may be higher)'}
      </Typography>
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
        <dt>Stakes</dt>
        <dd>{rupees(data.totals.stakes)}</dd>
        <dt>GST included in stakes</dt>
        <dd>{rupees(data.totals.gst)}</dd>
        <dt>Winnings before tax</dt>
        <dd>{rupees(data.totals.winnings)}</dd>
        <dt>TDS withheld</dt>
        <dd>{rupees(data.totals.tds)}</dd>
      </Box>
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        TDS statements
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {data.quarters.map((quarter) => (
          <Box
            key={quarter.quarter}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography sx={{ flex: '1 1 10rem' }}>
              {quarter.quarter} ({QUARTER_MONTHS[quarter.quarter]}): TDS {rupees(quarter.tds)}
            </Typography>
            <Button
              variant="outlined"
              sx={{ minHeight: 44 }}
              aria-label={`PDF: TDS statement of ${quarter.quarter} ${data.financialYear}`}
              onClick={() =>
                download.mutate(downloads.certificate(data.financialYear, quarter.quarter))
              }
            >
              PDF
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
        Per bet
      </Typography>
      {data.bets.length === 0 ? (
        <Typography color="text.secondary">No bets in this financial year.</Typography>
      ) : (
        <MoneyTable
          caption="GST and TDS per bet"
          rowKey={(row) => row.ticketNumber}
          rows={data.bets}
          columns={[
            {
              label: 'Bet',
              cell: (row) => (
                <>
                  {row.ticketNumber}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    display="block"
                  >
                    {formatIndiaDateTime(row.placedAt)}
                  </Typography>
                </>
              ),
            },
            { label: 'Stake', cell: (row) => rupees(row.stake), isNumeric: true },
            { label: 'GST', cell: (row) => rupees(row.gst), isNumeric: true },
            { label: 'TDS', cell: (row) => rupees(row.tds), isNumeric: true },
          ]}
        />
      )}
    </Box>
  );
}
