import { formatRupees, halfGstPercent, type SlipLineBreakdown } from '@furlong/contract';
import Box from '@mui/material/Box';

interface SlipFiguresListProps {
  figures: SlipLineBreakdown;
  /** Names the list for assistive technology, e.g. "Figures for 3 Star Dancer WIN". */
  label: string;
  /** The GST rate the figures were computed at: CGST and SGST are half of it each. */
  gstRateBp: number;
  isTotal?: boolean;
}

/** Face value, the two GST halves, round-off and potential payout of a line or the slip. */
export function SlipFiguresList({
  figures,
  label,
  gstRateBp,
  isTotal = false,
}: SlipFiguresListProps) {
  const half = halfGstPercent({ gstRateBp });
  const rows: [string, number][] = [
    ...(isTotal ? [['Total stake', figures.ticketPaise] as [string, number]] : []),
    ['Face value', figures.faceValuePaise],
    [`CGST (${half}%)`, figures.cgstPaise],
    [`SGST (${half}%)`, figures.sgstPaise],
    ['Round-off', figures.roundOffPaise],
    ['Potential payout', figures.potentialPayoutPaise],
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
              fontWeight: name === 'Potential payout' ? 700 : 400,
            }}
          >
            {formatRupees(paise)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
