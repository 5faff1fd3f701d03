import { FREEZE_MESSAGES } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { freezeAccount } from '../../features/account/api/freeze-account';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { clearTokens } from '../../lib/auth-tokens';

/**
 * Where the "not you?" link of a security email or SMS lands (decision 025). The token rides
 * in the fragment, so no server logs it; freezing waits for a tap, so a mail scanner opening
 * the link freezes nothing.
 */
export default function FreezeAccountScreen() {
  const token = useLocation().hash.replace(/^#/, '');
  const { t, words, refusal } = useT();
  const freeze = useMutation({
    mutationFn: () => freezeAccount(token),
    // Every session of the account has ended, this device's too.
    onSuccess: () => clearTokens(),
  });
  const failure =
    freeze.error instanceof ApiError ? refusal(freeze.error) : words(FREEZE_MESSAGES.invalidLink);
  return (
    <Box component="section" aria-labelledby="freeze-title">
      <title>{t('account.freeze.pageTitle')}</title>
      <Typography id="freeze-title" variant="h1" sx={{ mb: 2 }}>
        {t('account.freeze.title')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        {freeze.isSuccess ? (
          <Alert severity="success">{words(freeze.data.message)}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('account.freeze.explain')}</Typography>
            {(freeze.isError || !token) && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {token ? failure : words(FREEZE_MESSAGES.invalidLink)}
              </Alert>
            )}
            <Button
              variant="contained"
              color="error"
              size="large"
              disabled={!token}
              loading={freeze.isPending}
              onClick={() => freeze.mutate()}
            >
              {t('account.freeze.button')}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
