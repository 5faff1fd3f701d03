import { playSessionSchema } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { apiPaths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { getJson } from '../../../lib/api-client';
import { protectionsQuery } from '../api/protections-api';

const playSessionQuery = queryOptions({
  queryKey: ['account', 'protections', 'session'],
  queryFn: ({ signal }) => getJson(`${apiPaths.protections}/session`, playSessionSchema, signal),
});

/**
 * The reality check: every N minutes of a sign-in (the player's setting), the time spent and
 * the net result so far, with Continue and Stop and sign out. Timed from the session's start,
 * so a reload does not reset it.
 */
export default function RealityCheck({ onSignOut }: { onSignOut: () => void }) {
  const protections = useQuery(protectionsQuery);
  const minutes = protections.data?.realityCheckMinutes ?? null;
  const session = useQuery({ ...playSessionQuery, enabled: minutes !== null });
  /** Minutes played when the reminder came due; null while none is showing. */
  const [dueAfter, setDueAfter] = useState<number | null>(null);
  const isDue = dueAfter !== null;
  const startedAt = session.data?.startedAt;
  const { refetch } = session;
  const { t, money } = useT();

  useEffect(() => {
    if (minutes === null || startedAt === undefined || isDue) return;
    const period = minutes * 60_000;
    const elapsed = Math.max(0, Date.now() - Date.parse(startedAt));
    const timer = setTimeout(
      () => {
        setDueAfter(Math.round((Date.now() - Date.parse(startedAt)) / 60_000));
        void refetch();
      },
      period - (elapsed % period),
    );
    return () => clearTimeout(timer);
  }, [minutes, startedAt, isDue, refetch]);

  if (dueAfter === null || !session.data) return null;
  const { net, stakes, returns } = session.data;
  return (
    <AppDialog title={t('protections.realityCheck')} onClose={() => setDueAfter(null)}>
      <Typography sx={{ mb: 1 }}>
        {t('protections.realityCheck.playing', { minutes: dueAfter })}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5 }}
      >
        <dt>{t('protections.realityCheck.stakes')}</dt>
        <dd>{money(stakes * 100)}</dd>
        <dt>{t('protections.realityCheck.returns')}</dt>
        <dd>{money(returns * 100)}</dd>
        <dt>
          {t(net < 0 ? 'protections.realityCheck.netLoss' : 'protections.realityCheck.netWin')}
        </dt>
        <dd>{money(Math.abs(net) * 100)}</dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setDueAfter(null)} sx={{ minHeight: 44 }}>
          {t('protections.realityCheck.continue')}
        </Button>
        <Button variant="outlined" onClick={onSignOut} sx={{ minHeight: 44 }}>
          {t('protections.realityCheck.stop')}
        </Button>
      </Box>
    </AppDialog>
  );
}
