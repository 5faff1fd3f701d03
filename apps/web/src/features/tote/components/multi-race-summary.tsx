import type { ToteTicketCost } from '@furlong/contract';
import Box from '@mui/material/Box';
import { useT } from '../../../i18n/use-t';

interface MultiRaceSummaryProps {
  cost: ToteTicketCost;
  units: number;
  gstRateBp: number;
}

/** The lines × units, what goes into the pool, the GST on top and the total. */
export function MultiRaceSummary({ cost, units, gstRateBp }: MultiRaceSummaryProps) {
  const { t, money } = useT();
  const rows: [string, string, string][] = [
    [
      'lines',
      t('multiRace.lines'),
      t('multiRace.linesTimesUnits', { count: cost.combinations, units }),
    ],
    ['pool', t('tote.intoPool'), money(cost.poolPaise)],
    ['gst', t('tote.gst', { percent: gstRateBp / 100 }), money(cost.cgstPaise + cost.sgstPaise)],
    ['total', t('tote.total'), money(cost.totalPaise)],
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
        <Box key={key} sx={{ display: 'contents' }} data-testid={`multi-race-${key}`}>
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
