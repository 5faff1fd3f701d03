import { formatRaceDate, type FormGuide, type FormRecord, type FormRun } from '@furlong/contract';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useFormGuide } from '../api/get-form-guide';

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

export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  return `${position}${['th', 'st', 'nd', 'rd'][position % 10] ?? 'th'}`;
}

function describeMargin(run: FormRun): string {
  const lengths = `${run.margin} L`;
  return run.position === 1 ? `won by ${lengths}` : `beaten ${lengths}`;
}

export function describeRecord(record: FormRecord): string {
  if (record.starts === 0) return 'no starts';
  const starts = record.starts === 1 ? '1 start' : `${record.starts} starts`;
  return `${starts}: ${record.wins}-${record.seconds}-${record.thirds}`;
}

function describeRest(days: number | null): string {
  if (days === null) return 'No previous runs';
  if (days === 0) return 'Ran earlier today';
  return days === 1 ? 'Last ran 1 day ago' : `Last ran ${days} days ago`;
}

/**
 * A runner's form guide: a bottom sheet on a phone, a side panel on a wide screen. Loaded with
 * its own chunk only when a player opens one, so the race card stays light.
 */
export default function FormPanel({ runner, onClose, actions }: FormPanelProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
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
            {`Form: ${runner.horseNumber}. ${runner.name}`}
          </Typography>
          <IconButton aria-label="Close form" onClick={onClose}>
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
  if (guide.isPending) return <PageLoading label="Loading form" />;
  if (guide.isError) {
    return <LoadError error={guide.error} onRetry={() => void guide.refetch()} />;
  }
  return <FormGuideDetails guide={guide.data} />;
}

function FormGuideDetails({ guide }: { guide: FormGuide }) {
  const records: ReadonlyArray<readonly [string, FormRecord]> = [
    ['At the course', guide.records.course],
    ['At the distance', guide.records.distance],
    ['With this jockey', guide.records.jockey],
  ];
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="days-since-run">
        {describeRest(guide.daysSinceLastRun)}
      </Typography>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        Records
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Starts: wins-seconds-thirds
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
              {describeRecord(record)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        Recent runs
      </Typography>
      {guide.runs.length === 0 ? (
        <Typography color="text.secondary">No runs on record.</Typography>
      ) : (
        <Box component="ol" aria-label="Recent runs" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {guide.runs.map((run, index) => (
            <FormRunItem key={`${run.date}-${index}`} run={run} />
          ))}
        </Box>
      )}
    </>
  );
}

function FormRunItem({ run }: { run: FormRun }) {
  return (
    <Box
      component="li"
      data-testid="form-run"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {`${ordinal(run.position)} of ${run.fieldSize}`}
        </Box>
        {` · ${run.venueName}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Box component="time" dateTime={run.date}>
          {formatRaceDate(run.date)}
        </Box>
        {` · ${run.distance} m · ${run.going}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`J: ${run.jockey} · ${run.weight} kg · ${describeMargin(run)} · SP ${run.startingPrice.toFixed(2)}`}
      </Typography>
    </Box>
  );
}
