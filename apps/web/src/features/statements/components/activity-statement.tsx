import type { PeriodFigures } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { downloads, statementQuery, useDownload } from '../api/statements-api';
import { MoneyTable, type MoneyColumn } from './money-table';
import { NetChart } from './net-chart';
import { YearPicker } from './year-picker';
import { useT, type Translator } from '../../../i18n/use-t';

const figureColumns = <T extends PeriodFigures>({ t, money }: Translator): MoneyColumn<T>[] => {
  const rupees = (amount: number) => money(Math.round(amount * 100));
  return [
    { label: t('statements.stakes'), cell: (row) => rupees(row.stakes), isNumeric: true },
    { label: t('statements.returns'), cell: (row) => rupees(row.returns), isNumeric: true },
    {
      label: t('statements.net'),
      cell: (row) => (row.net > 0 ? `+${rupees(row.net)}` : rupees(row.net)),
      isNumeric: true,
    },
  ];
};

/** Stakes, returns and net result of a financial year, by month and by day, with the CSV. */
export function ActivityStatement() {
  const [year, setYear] = useState<string | null>(null);
  const statement = useQuery(statementQuery(year));
  const download = useDownload();
  const translator = useT();
  const { t, money, raceDate } = translator;
  const rupees = (amount: number) => money(Math.round(amount * 100));
  if (statement.isPending) return <PageLoading label={t('statements.loadingStatement')} />;
  if (statement.isError)
    return <LoadError error={statement.error} onRetry={() => void statement.refetch()} />;
  const data = statement.data;
  const { net } = data.totals;
  return (
    <Box component="section" aria-labelledby="activity-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="activity-title" variant="h3" sx={{ flex: '1 1 auto' }}>
          {t('statements.activityTitle')}
        </Typography>
        <YearPicker
          label={t('statements.financialYear')}
          years={data.financialYears}
          value={data.financialYear}
          onChange={setYear}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          // Two tiles a row at 360 px: a figure never wraps ("₹5,900.0" / "0").
          gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
          gap: 1,
          textAlign: 'center',
        }}
      >
        {[
          { id: 'stakes', label: t('statements.stakes'), value: rupees(data.totals.stakes) },
          { id: 'returns', label: t('statements.returns'), value: rupees(data.totals.returns) },
          {
            id: 'net',
            label: t(net >= 0 ? 'statements.netWin' : 'statements.netLoss'),
            value: rupees(Math.abs(net)),
          },
          {
            id: 'open-stakes',
            label: t('statements.openStakes'),
            value: rupees(data.totals.openStakes),
          },
          { id: 'refunds', label: t('statements.refunds'), value: rupees(data.totals.refunds) },
        ].map((figure) => (
          <Box
            key={figure.id}
            data-testid={`statement-${figure.id}`}
            sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}
          >
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <NetChart financialYear={data.financialYear} months={data.months} />
      {data.months.length === 0 ? (
        <Typography color="text.secondary">{t('statements.noBets')}</Typography>
      ) : (
        <>
          <MoneyTable
            caption={t('statements.byMonth')}
            rowKey={(row) => row.month}
            rows={data.months}
            columns={[
              {
                label: t('statements.month'),
                cell: (row) =>
                  t('statements.monthOfYear', {
                    month: String(Number(row.month.slice(5))),
                    year: row.month.slice(0, 4),
                  }),
              },
              ...figureColumns(translator),
            ]}
          />
          <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {t('statements.byDay')}
          </Typography>
          <MoneyTable
            caption={t('statements.byDay')}
            rowKey={(row) => row.day}
            rows={[...data.days].reverse()}
            columns={[
              { label: t('statements.day'), cell: (row) => raceDate(row.day) },
              ...figureColumns(translator),
            ]}
          />
        </>
      )}
      <Box>
        <Button
          variant="outlined"
          sx={{ minHeight: 48 }}
          loading={download.isPending}
          onClick={() => download.mutate(downloads.statementCsv(data.financialYear))}
        >
          {t('statements.downloadCsv')}
        </Button>
        {download.error && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {download.error.message}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('statements.returnsNote')}
      </Typography>
    </Box>
  );
}
