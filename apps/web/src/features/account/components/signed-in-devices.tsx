import { indiaClockOf, indiaDayOf, type SignedInDevice } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT, type Translator } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import {
  signedInDevicesQuery,
  useSignOutDevice,
  useSignOutOtherDevices,
} from '../api/signed-in-devices';

/** "Chrome on Android": browser and system as the server read them at sign-in. */
function deviceName(device: SignedInDevice, t: Translator['t']): string {
  const browser = device.browser ?? t('account.devices.unknownBrowser');
  return device.os ? t('account.devices.browserOn', { browser, os: device.os }) : browser;
}

function placeName(device: SignedInDevice, t: Translator['t']): string {
  if (device.place.kind === 'LOCAL_NETWORK') return t('account.devices.localNetwork');
  if (device.place.kind === 'NETWORK' && device.place.network)
    return t('account.devices.network', { network: device.place.network });
  return t('account.devices.unknownPlace');
}

/** Only the API's own messages are meant for players; anything else stays generic. */
function failureOf(error: Error | null, { t, refusal }: Translator): string | null {
  if (!error) return null;
  return error instanceof ApiError ? refusal(error) : t('error.INTERNAL');
}

/**
 * Profile › Signed-in devices: where the account is signed in, and a way to end any other
 * session (signing out this device is the top bar's Logout).
 */
export function SignedInDevices() {
  const devices = useQuery(signedInDevicesQuery);
  const signOutOthers = useSignOutOtherDevices();
  const translator = useT();
  const { t } = translator;
  if (devices.isPending) return <PageLoading label={t('account.devices.loading')} />;
  if (devices.isError)
    return <LoadError error={devices.error} onRetry={() => void devices.refetch()} />;
  const { sessions } = devices.data;
  const hasOthers = sessions.some((device) => !device.current);
  const failure = failureOf(signOutOthers.error, translator);
  return (
    <Box component="section" aria-labelledby="signed-in-devices" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="signed-in-devices" variant="h2">
        {t('account.devices.heading')}
      </Typography>
      <Typography color="text.secondary">{t('account.devices.intro')}</Typography>
      <Box
        component="ul"
        aria-labelledby="signed-in-devices"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {sessions.map((device) => (
          <DeviceItem key={device.id} device={device} />
        ))}
      </Box>
      {!hasOthers && <Typography color="text.secondary">{t('account.devices.none')}</Typography>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {hasOthers && (
        <Button
          variant="outlined"
          color="error"
          onClick={() => signOutOthers.mutate()}
          disabled={signOutOthers.isPending}
          sx={{ minHeight: 44, justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {t('account.devices.signOutOthers')}
        </Button>
      )}
    </Box>
  );
}

function DeviceItem({ device }: { device: SignedInDevice }) {
  const signOut = useSignOutDevice();
  const translator = useT();
  const { t, raceDate } = translator;
  const name = deviceName(device, t);
  const failure = failureOf(signOut.error, translator);
  return (
    <Box
      component="li"
      data-testid="signed-in-device"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
          {device.current && (
            <Chip
              size="small"
              color="primary"
              label={t('account.devices.thisDevice')}
              sx={{ ml: 1 }}
            />
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {placeName(device, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={device.lastSeenAt}>
            {t('account.devices.lastSeen', {
              day: raceDate(indiaDayOf(new Date(device.lastSeenAt))),
              time: indiaClockOf(device.lastSeenAt),
            })}
          </time>
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </Box>
      {!device.current && (
        <Button
          variant="outlined"
          onClick={() => signOut.mutate(device.id)}
          disabled={signOut.isPending}
          aria-label={t('account.devices.signOutNamed', { device: name })}
          sx={{ minHeight: 44, minWidth: 44 }}
        >
          {t('account.devices.signOut')}
        </Button>
      )}
    </Box>
  );
}
