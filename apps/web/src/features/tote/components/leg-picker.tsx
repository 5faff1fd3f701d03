import { indiaClockOf, type MultiRaceLeg, type Participant } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';

interface LegPickerProps {
  /** 0-based leg number. */
  index: number;
  leg: MultiRaceLeg;
  /** The leg race's runners; undefined while its card loads. */
  runners: readonly Participant[] | undefined;
  picked: readonly number[];
  /** Picks can no longer change (the pool is closed). */
  isLocked: boolean;
  onToggle: (horse: number) => void;
  onToggleAll: (runners: readonly number[]) => void;
}

/**
 * One leg of a multi-race ticket: the race, its result once known, and a 44 px chip per runner
 * to tap (several may be picked), with an "All" chip. A scratched runner cannot be picked.
 */
export function LegPicker(props: LegPickerProps) {
  const { index, leg, runners, picked, isLocked } = props;
  const { t } = useT();
  const number = index + 1;
  const headingId = `multi-race-leg-${number}`;
  const starters = (runners ?? []).filter((runner) => runner.isRunner);
  const starterNumbers = starters.map((runner) => runner.horseNumber);
  const hasAll = starters.length > 0 && starterNumbers.every((horse) => picked.includes(horse));
  return (
    <Box
      component="fieldset"
      aria-labelledby={headingId}
      data-testid="multi-race-leg"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5, minWidth: 0 }}
    >
      <Typography id={headingId} component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {t('multiRace.leg', {
          leg: number,
          race: leg.raceNumber,
          time: indiaClockOf(leg.startDate),
        })}
      </Typography>
      {leg.voided ? (
        <Typography variant="body2" data-testid="multi-race-leg-result">
          {t('multiRace.legVoid')}
        </Typography>
      ) : (
        leg.winners.length > 0 && (
          <Typography variant="body2" data-testid="multi-race-leg-result">
            {t('multiRace.legWinners', { horses: leg.winners.join(', ') })}
          </Typography>
        )
      )}
      {runners === undefined ? (
        <PageLoading label={t('multiRace.loadingRunners')} />
      ) : (
        <Box
          role="group"
          aria-label={t('multiRace.legShort', { leg: number })}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            mt: 1,
            '& button': {
              minWidth: 44,
              minHeight: 44,
              px: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 22,
              bgcolor: 'background.paper',
              color: 'text.primary',
              font: 'inherit',
              fontWeight: 700,
              cursor: 'pointer',
            },
            '& button[aria-pressed="true"]': {
              bgcolor: 'primary.main',
              borderColor: 'primary.main',
              color: 'primary.contrastText',
            },
            '& button:disabled': { opacity: 0.4, cursor: 'default' },
          }}
        >
          {runners.map((runner) => {
            const label = `${runner.horseNumber}. ${runner.name}`;
            return (
              <button
                key={runner.uid}
                type="button"
                aria-pressed={picked.includes(runner.horseNumber)}
                aria-label={t('multiRace.pickHorse', { leg: number, horse: label })}
                title={label}
                disabled={isLocked || !runner.isRunner}
                onClick={() => props.onToggle(runner.horseNumber)}
              >
                {runner.isRunner ? runner.horseNumber : <del>{runner.horseNumber}</del>}
              </button>
            );
          })}
          <button
            type="button"
            aria-pressed={hasAll}
            aria-label={t('multiRace.allRunnersLabel', { leg: number })}
            disabled={isLocked || starters.length === 0}
            onClick={() => props.onToggleAll(starterNumbers)}
          >
            {t('multiRace.allRunners')}
          </button>
        </Box>
      )}
    </Box>
  );
}
