import { formatRupees, halfGstPercent, tdsPercent, type TaxRule } from '@furlong/contract';
import Box from '@mui/material/Box';
import type { SlipFigures } from '../slip-figures';

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
  const half = halfGstPercent(rule);
  const rows: [string, number][] = [
    ...(isTotal ? [['Total stake', figures.ticketPaise] as [string, number]] : []),
    ['Face value', figures.faceValuePaise],
    [`CGST (${half}%)`, figures.cgstPaise],
    [`SGST (${half}%)`, figures.sgstPaise],
    ['Round-off', figures.roundOffPaise],
    ['Potential payout', figures.potentialPayoutPaise],
    ...(figures.tdsPaise > 0
      ? ([
          [`Estimated TDS (${tdsPercent(rule)}%)`, figures.tdsPaise],
          ['Estimated net payout', figures.potentialPayoutPaise - figures.tdsPaise],
        ] as [string, number][])
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
      {rows.map(([name, paise]) => (
        <Box key={name} sx={{ display: 'contents' }} data-figure={name}>
          <Box component="dt">{name}</Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              fontVariantNumeric: 'tabular-nums',
              fontWeight: STRONG.has(name) ? 700 : 400,
            }}
          >
            {formatRupees(paise)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
