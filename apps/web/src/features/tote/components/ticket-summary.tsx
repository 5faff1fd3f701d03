import type { ToteTicketCost } from '@furlong/contract';
import Box from '@mui/material/Box';
import { useT } from '../../../i18n/use-t';
import { formatDividend } from '../../../lib/rupee-amount';
import type { ApproximateRange } from '../tote-ticket';

interface TicketSummaryProps {
  cost: ToteTicketCost;
  units: number;
  gstRateBp: number;
  approximate: ApproximateRange | undefined;
}

/** The combinations, what goes into the pool, the GST on top, the total and the approximate. */
export function TicketSummary({ cost, units, gstRateBp, approximate }: TicketSummaryProps) {
  const { t, money } = useT();
  const rows: [string, string, string][] = [
    [
      'combinations',
      t('tote.combinations'),
      t('tote.combinationsTimesUnits', { count: cost.combinations, units }),
    ],
    ['pool', t('tote.intoPool'), money(cost.poolPaise)],
    ['gst', t('tote.gst', { percent: gstRateBp / 100 }), money(cost.cgstPaise + cost.sgstPaise)],
    ['total', t('tote.total'), money(cost.totalPaise)],
    [
      'approximate',
      t('tote.approximate'),
      approximate === undefined
        ? t('tote.noApproximate')
        : approximate.low === approximate.high
          ? t('tote.perUnit', { dividend: formatDividend(approximate.low) })
          : t('tote.perUnitRange', {
              low: formatDividend(approximate.low),
              high: formatDividend(approximate.high),
            }),
    ],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('tote.ticketFigures')}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {rows.map(([key, label, value]) => (
        <Box key={key} sx={{ display: 'contents' }} data-testid={`tote-${key}`}>
          <Box component="dt" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
