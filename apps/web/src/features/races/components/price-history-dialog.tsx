import { indiaTimeOf } from '@furlong/contract';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useT, type Translator } from '../../../i18n/use-t';
import type { PriceMove } from './price-moves';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** The chart's points: time order left to right (evenly, as the moves came), higher price higher. */
export function chartPoints(prices: readonly number[]): [number, number][] {
  const low = Math.min(...prices);
  const span = Math.max(...prices) - low;
  const step = prices.length > 1 ? (WIDTH - 2 * PAD) / (prices.length - 1) : 0;
  return prices.map((price, index) => [
    prices.length > 1 ? PAD + index * step : WIDTH / 2,
    span === 0 ? HEIGHT / 2 : PAD + ((low + span - price) / span) * (HEIGHT - 2 * PAD),
  ]);
}

function describeMove(t: Translator['t'], move: PriceMove, before: PriceMove | undefined): string {
  if (!before) return t('priceHistory.opened');
  if (move.price < before.price)
    return t('priceHistory.shortenedFrom', { from: before.price.toFixed(2) });
  if (move.price > before.price)
    return t('priceHistory.driftedFrom', { from: before.price.toFixed(2) });
  return t('priceHistory.unchanged');
}

interface PriceHistoryDialogProps {
  runnerName: string;
  moves: readonly PriceMove[];
  onClose: () => void;
}

/** Every WIN price a runner has had with its India time: a chart across the width, then a list. */
export default function PriceHistoryDialog({
  runnerName,
  moves,
  onClose,
}: PriceHistoryDialogProps) {
  const { t } = useT();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const points = chartPoints(moves.map((move) => move.price));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('priceHistory.title', { name: runnerName })}
        </Box>
        <IconButton aria-label={t('priceHistory.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          component="svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          data-testid="price-history-chart"
          aria-hidden="true"
          focusable="false"
          sx={{ display: 'block', width: '100%', height: 'auto', color: 'primary.main', mb: 2 }}
        >
          <polyline
            points={points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {points.map(([x, y], index) => (
            <circle
              key={index}
              cx={x}
              cy={y}
              r={index === points.length - 1 ? 4 : 2.5}
              fill="currentColor"
            />
          ))}
        </Box>
        <Box
          component="ol"
          aria-label={t('priceHistory.list')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {moves.map((move, index) => (
            <Box
              component="li"
              key={`${move.at ?? 'now'}-${index}`}
              data-testid="price-history-move"
              sx={{
                display: 'grid',
                gridTemplateColumns: '4.5em 4em 1fr',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {move.at === null ? (
                <span>{t('priceHistory.now')}</span>
              ) : (
                <time dateTime={move.at}>{indiaTimeOf(move.at)}</time>
              )}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {move.price.toFixed(2)}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {describeMove(t, move, moves[index - 1])}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
