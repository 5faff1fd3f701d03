import { type FormGuide, type FormRecord, type FormRun } from '@furlong/contract';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { paths } from '../../../config/paths';
import { CloseIcon } from '../../../components/icons';
import { visuallyHidden } from '../../../components/visually-hidden';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useFormGuide } from '../api/get-form-guide';
import { useT, type Translator } from '../../../i18n/use-t';
import { goingIn } from '../going-words';

export interface FormPanelRunner {
  uid: string;
  name: string;
  horseNumber: number;
}

interface FormPanelProps {
  runner: FormPanelRunner;
  onClose: () => void;
  /** What the app offers beside the form (following the horse, its jockey, its trainer). */
  actions?: ReactNode;
}

function describeRecord(t: Translator['t'], record: FormRecord): string {
  if (record.starts === 0) return t('form.noStarts');
  return t('form.record', {
    starts: record.starts,
    wins: record.wins,
    seconds: record.seconds,
    thirds: record.thirds,
  });
}

function describeRest(t: Translator['t'], days: number | null): string {
  if (days === null) return t('form.noPreviousRuns');
  if (days === 0) return t('form.ranToday');
  return t('form.lastRan', { days });
}

/**
 * A runner's form guide: a bottom sheet on a phone, a side panel on a wide screen. Loaded with
 * its own chunk only when a player opens one, so the race card stays light.
 */
export default function FormPanel({ runner, onClose, actions }: FormPanelProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const { t } = useT();
  const titleId = `form-title-${runner.uid}`;
  return (
    <Drawer
      anchor={isPhone ? 'bottom' : 'right'}
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: isPhone
            ? { maxHeight: '90dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }
            : { width: 440, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ p: 2 }} data-testid="form-panel">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ flex: 1, minWidth: 0 }}>
            {t('form.title', { number: runner.horseNumber, name: runner.name })}
          </Typography>
          <IconButton aria-label={t('form.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {actions}
        <FormGuideBody participantUid={runner.uid} />
      </Box>
    </Drawer>
  );
}

function FormGuideBody({ participantUid }: { participantUid: string }) {
  const guide = useFormGuide(participantUid);
  const { t } = useT();
  if (guide.isPending) return <PageLoading label={t('form.loading')} />;
  if (guide.isError) {
    return <LoadError error={guide.error} onRetry={() => void guide.refetch()} />;
  }
  return <FormGuideDetails guide={guide.data} />;
}

/** The records and recent runs of a form guide (the panel's body, and the horse's page). */
export function FormGuideDetails({ guide }: { guide: FormGuide }) {
  const { t } = useT();
  const records: ReadonlyArray<readonly [string, FormRecord]> = [
    [t('form.atCourse'), guide.records.course],
    [t('form.atDistance'), guide.records.distance],
    [t('form.withJockey'), guide.records.jockey],
  ];
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="days-since-run">
        {describeRest(t, guide.daysSinceLastRun)}
      </Typography>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        {t('form.records')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.recordKey')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mb: 2 }}
      >
        {records.map(([label, record]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {describeRecord(t, record)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        {t('form.recentRuns')}
      </Typography>
      {guide.runs.length === 0 ? (
        <Typography color="text.secondary">{t('form.noRuns')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('form.recentRuns')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {guide.runs.map((run, index) => (
            <FormRunItem key={`${run.date}-${index}`} run={run} />
          ))}
        </Box>
      )}
    </>
  );
}

function FormRunItem({ run }: { run: FormRun }) {
  const { t, raceDate } = useT();
  return (
    <Box
      component="li"
      data-testid="form-run"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('form.placeOf', { place: run.position, field: run.fieldSize })}
        </Box>
        {` · ${run.venueName}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Box component="time" dateTime={run.date}>
          {raceDate(run.date)}
        </Box>
        {t('form.distanceGoing', { distance: run.distance, going: goingIn(t, run.going) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.runDetails', {
          jockey: run.jockey,
          weight: run.weight,
          won: run.position === 1 ? 'yes' : 'no',
          margin: run.margin,
          price: run.startingPrice.toFixed(2),
        })}
      </Typography>
      {run.replay && (
        <Link
          component={RouterLink}
          to={paths.replay(run.replay)}
          data-testid="replay-link"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {t('replay.watch')}
          <Box component="span" sx={visuallyHidden}>
            {t('replay.ofRace', { race: `${run.venueName} ${raceDate(run.date)}` })}
          </Box>
        </Link>
      )}
    </Box>
  );
}
