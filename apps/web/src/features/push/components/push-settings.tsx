import { PUSH_KINDS, type PushKind } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import {
  fetchPushKey,
  pushKeys,
  pushSubscriptionsQuery,
  removePushSubscription,
  savePushSubscription,
} from '../api/push-api';
import { canPush, currentSubscription, subscribeBrowser, subscriptionBody } from '../push-browser';

const LABELS: Record<PushKind, MessageId> = {
  RESULTS: 'push.kind.results',
  SCRATCHINGS: 'push.kind.scratchings',
  FOLLOWS: 'push.kind.follows',
};

type Problem = 'refused' | 'failed' | undefined;

/**
 * Notifications with the app closed (Web Push), turned on per kind for this browser: the first
 * switch asks the browser's permission and subscribes with the server's key; the last one off
 * removes the subscription (decision 081).
 */
export function PushSettings() {
  const { t } = useT();
  const isSupported = canPush();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...pushSubscriptionsQuery, enabled: isSupported, staleTime: 0 });
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(undefined);

  useEffect(() => {
    if (!isSupported) return;
    let isCurrent = true;
    void currentSubscription()
      .then((subscription) => isCurrent && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => isCurrent && setEndpoint(null));
    return () => {
      isCurrent = false;
    };
  }, [isSupported]);

  if (!isSupported)
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('push.unsupported')}
      </Typography>
    );
  const mine = saved.data?.find((subscription) => subscription.endpoint === endpoint);
  const kinds: readonly PushKind[] = mine?.kinds ?? [];

  const handleToggle = async (kind: PushKind, isOn: boolean) => {
    const next = PUSH_KINDS.filter((each) => (each === kind ? isOn : kinds.includes(each)));
    setBusy(true);
    setProblem(undefined);
    try {
      if (next.length === 0) {
        if (mine) await removePushSubscription(mine.uid);
        await (await currentSubscription())?.unsubscribe();
        setEndpoint(null);
      } else {
        const subscription = await subscribeBrowser(await fetchPushKey());
        if (!subscription) {
          setProblem('refused');
          return;
        }
        await savePushSubscription(subscriptionBody(subscription, next));
        setEndpoint(subscription.endpoint);
      }
      await queryClient.invalidateQueries({ queryKey: pushKeys.subscriptions });
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="fieldset"
      aria-describedby="push-intro"
      sx={{ border: 0, m: 0, mb: 2, p: 0, display: 'grid', gap: 0.5 }}
    >
      <Typography component="legend" variant="h3" sx={{ mb: 0.5 }}>
        {t('push.heading')}
      </Typography>
      <Typography id="push-intro" color="text.secondary">
        {t('push.intro')}
      </Typography>
      {PUSH_KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          sx={{ minHeight: 44 }}
          control={
            <Switch
              checked={kinds.includes(kind)}
              disabled={isBusy || saved.isPending || endpoint === undefined}
              onChange={(_event, isOn) => void handleToggle(kind, isOn)}
            />
          }
          label={t(LABELS[kind])}
        />
      ))}
      {problem && (
        <Alert severity={problem === 'refused' ? 'info' : 'error'}>
          {t(problem === 'refused' ? 'push.refused' : 'push.failed')}
        </Alert>
      )}
    </Box>
  );
}
