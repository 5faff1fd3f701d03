import type { Participant, PricePoint } from '@furlong/contract';
import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { PriceMoves } from './price-moves';
import { RunnerPrices, type RunnerBetting } from './runner-prices';
import { SilkImage } from './silk-image';
import { BlockIcon } from '../../../components/icons';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useT, type Translator } from '../../../i18n/use-t';

function describeForm(runner: Participant, t: Translator['t']): string {
  const parts = [
    runner.weight === null ? null : t('runner.weight', { kg: runner.weight }),
    runner.cageNumber === null ? null : t('runner.draw', { draw: runner.cageNumber }),
    runner.lastRuns.length > 0 ? t('runner.lastRuns', { runs: runner.lastRuns.join('-') }) : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

interface RunnerRowProps {
  runner: Participant;
  betting?: RunnerBetting;
  /** The runner's WIN prices so far, oldest first (the price history). */
  winPrices?: readonly PricePoint[];
  /** Opens the runner's form guide. */
  onOpenForm?: (runner: Participant) => void;
  /** False while the data saver keeps silks from loading. */
  showSilk?: boolean;
}

/**
 * Memoised: a race card redraws on every price move, refetch and pick, and a row whose runner,
 * prices and slip state are the same objects as before (the query cache shares unchanged parts)
 * is skipped. On a phone the rows are most of the card's render time (decision 045).
 */
export const RunnerRow = memo(function RunnerRow({
  runner,
  betting,
  winPrices,
  onOpenForm,
  showSilk = true,
}: RunnerRowProps) {
  const { t } = useT();
  const isScratched = !runner.isRunner;
  const name = (
    <Box component={isScratched ? 'del' : 'span'} sx={{ overflowWrap: 'anywhere' }}>
      {runner.name}
    </Box>
  );
  return (
    <Box
      component="li"
      data-testid="runner-row"
      data-scratched={isScratched || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: '36px minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: isScratched ? 0.7 : 1,
      }}
    >
      <SilkImage
        src={showSilk ? runner.jerseyUrl : null}
        alt={t('runner.silks', { name: runner.name })}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ minWidth: 20 }}>{`${runner.horseNumber}.`}</Box>
          {/* A scratched runner is out of the race: its form no longer helps a bet. */}
          {onOpenForm && !isScratched ? (
            <ButtonBase
              onClick={() => onOpenForm(runner)}
              aria-haspopup="dialog"
              data-testid="open-form"
              sx={{
                minHeight: 44,
                textAlign: 'left',
                font: 'inherit',
                color: 'primary.main',
                textDecoration: 'underline',
                textUnderlineOffset: 3,
              }}
            >
              {name}
              <Box component="span" sx={visuallyHidden}>
                {t('runner.formGuideHint')}
              </Box>
            </ButtonBase>
          ) : (
            name
          )}
          {isScratched && (
            <BlockIcon color="error" fontSize="small" titleAccess={t('runner.scratched')} />
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('runner.jockeyTrainer', {
            jockey: runner.jockey ?? '-',
            trainer: runner.trainer ?? '-',
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {describeForm(runner, t)}
        </Typography>
        {winPrices && <PriceMoves runner={runner} history={winPrices} />}
      </Box>
      <RunnerPrices runner={runner} betting={betting} />
    </Box>
  );
});
