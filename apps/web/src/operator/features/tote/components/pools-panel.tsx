import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Fragment, useId, type ReactNode } from 'react';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';
import { useOperatorCan } from '../../../lib/use-operator-can';

/** Live totals refresh as often as approximates may change (at most every 5 s per pool). */
export const LIVE_POOLS_REFRESH_MS = 5_000;

interface PoolsRead<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

interface PoolsPanelProps<Settings, Live> {
  title: string;
  loadingLabel: string;
  /** The pools' saved terms: the form is drawn once they load. */
  settings: PoolsRead<Settings>;
  /** The pools' money now, kept fresh. */
  live: PoolsRead<Live>;
  /** A button beside the heading that reloads the live totals at once. */
  hasRefresh?: boolean;
  /** The form for the saved terms, drawn afresh when they change (a save or a reload resets it). */
  children: (settings: Settings, live: Live | undefined, canEdit: boolean) => ReactNode;
  /** What follows the form (the race's pool report). */
  footer?: ReactNode;
}

/**
 * A tote pools panel, a race's or a day's: for whoever may see races, the heading, the terms'
 * loading and failure states, then the form with the live totals beside the terms.
 */
export function PoolsPanel<Settings, Live>({
  title,
  loadingLabel,
  settings: readSettings,
  live: readLive,
  hasRefresh = false,
  children,
  footer,
}: PoolsPanelProps<Settings, Live>) {
  const headingId = useId();
  const { can } = useOperatorCan();
  const settings = useQuery({ ...readSettings, enabled: can('races:view') });
  const live = useQuery({
    ...readLive,
    refetchInterval: LIVE_POOLS_REFRESH_MS,
    enabled: can('races:view'),
  });
  if (!can('races:view')) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {hasRefresh && <RefreshButton query={live} />}
      </Stack>
      <QueryStates
        query={settings}
        loadingLabel={loadingLabel}
        isEmpty={() => false}
        emptyText=""
      />
      {settings.data !== undefined && (
        <Fragment key={settings.dataUpdatedAt}>
          {children(settings.data, live.data, can('races:edit'))}
        </Fragment>
      )}
      {footer}
    </Paper>
  );
}
