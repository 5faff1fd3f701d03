import { halfGstPercent, tdsPercent, type TaxRule } from '@furlong/contract';
import Box from '@mui/material/Box';
import type { SlipFigures } from '../slip-figures';
import { useT } from '../../../i18n/use-t';

interface SlipFiguresListProps {
  figures: SlipFigures;
  /** Names the list for assistive technology, e.g. "Figures for 3 Star Dancer WIN". */
  label: string;
  /** The rule the figures were computed at: CGST and SGST are half its GST rate each. */
  rule: TaxRule;
  isTotal?: boolean;
}

const STRONG = new Set(['Potential payout', 'Estimated net payout']);

/**
 * Face value, the two GST halves, round-off and potential payout of a line or the slip; and,
 * once a win would pass the TDS threshold, the estimated TDS and what would be paid after it.
 */
export function SlipFiguresList({ figures, label, rule, isTotal = false }: SlipFiguresListProps) {
  const { t, money } = useT();
  const half = halfGstPercent(rule);
  // [the English name (the figure's test hook), the words shown, paise]
  const rows: [string, string, number][] = [
    ...(isTotal
      ? [['Total stake', t('figures.totalStake'), figures.ticketPaise] as [string, string, number]]
      : []),
    ['Face value', t('figures.faceValue'), figures.faceValuePaise],
    [`CGST (${half}%)`, t('figures.cgst', { percent: half }), figures.cgstPaise],
    [`SGST (${half}%)`, t('figures.sgst', { percent: half }), figures.sgstPaise],
    ['Round-off', t('figures.roundOff'), figures.roundOffPaise],
    ['Potential payout', t('figures.potentialPayout'), figures.potentialPayoutPaise],
    ...(figures.tdsPaise > 0
      ? ([
          [
            `Estimated TDS (${tdsPercent(rule)}%)`,
            t('figures.estimatedTds', { percent: tdsPercent(rule) }),
            figures.tdsPaise,
          ],
          [
            'Estimated net payout',
            t('figures.estimatedNetPayout'),
            figures.potentialPayoutPaise - figures.tdsPaise,
          ],
        ] as [string, string, number][])
      : []),
  ];
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1,
        m: 0,
        fontSize: isTotal ? '0.95rem' : '0.85rem',
        color: isTotal ? 'text.primary' : 'text.secondary',
      }}
    >
      {rows.map(([name, shown, paise]) => (
        <Box key={name} sx={{ display: 'contents' }} data-figure={name}>
          <Box component="dt">{shown}</Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              fontVariantNumeric: 'tabular-nums',
              fontWeight: STRONG.has(name) ? 700 : 400,
            }}
          >
            {money(paise)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
