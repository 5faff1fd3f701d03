import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { protectionsQuery } from '../api/protections-api';
import { AccountSection } from './account-section';
import { BreaksSection } from './breaks-section';
import { LimitsSection } from './limits-section';
import { SettingsSection } from './settings-section';

/** The player's own controls: limits, breaks and reminders (decision 033). */
export function SaferGambling() {
  const protections = useQuery(protectionsQuery);
  const { t } = useT();
  return (
    <Box component="section" aria-labelledby="safer-gambling-title">
      <Typography id="safer-gambling-title" variant="h2" sx={{ mb: 1 }}>
        {t('account.saferGambling')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('protections.intro')}
      </Typography>
      {protections.isPending ? (
        <PageLoading label={t('protections.loading')} />
      ) : protections.isError ? (
        <LoadError error={protections.error} onRetry={() => void protections.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <LimitsSection protections={protections.data} />
          <BreaksSection protections={protections.data} />
          <SettingsSection protections={protections.data} />
          <AccountSection protections={protections.data} />
        </Box>
      )}
    </Box>
  );
}
