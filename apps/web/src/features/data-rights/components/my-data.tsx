import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { myDataQuery } from '../api/data-rights-api';
import { ConsentSection } from './consent-section';
import { DataHeld } from './data-held';
import { DataRequests } from './data-requests';
import { DownloadSection } from './download-section';

/**
 * "My data" (DPDP Act 2023, decision 070): what Furlong holds about the player and why, with
 * whom it is shared, the download, consent by purpose, and correction or erasure requests.
 */
export function MyData() {
  const { t, dateTime } = useT();
  const summary = useQuery(myDataQuery);
  return (
    <Box component="section" aria-labelledby="my-data-title" sx={{ display: 'grid', gap: 3 }}>
      <title>{t('dataRights.title')}</title>
      <Box>
        <Typography id="my-data-title" variant="h2">
          {t('dataRights.heading')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('dataRights.intro')}</Typography>
      </Box>
      {summary.data?.erasedAt && (
        <Alert severity="info">
          {t('dataRights.erased', {
            day: dateTime(summary.data.erasedAt),
            until: dateTime(summary.data.legalHoldUntil ?? summary.data.erasedAt),
          })}
        </Alert>
      )}
      {summary.data ? (
        <DataHeld summary={summary.data} />
      ) : (
        <PageLoading label={t('dataRights.loading')} />
      )}
      <DownloadSection />
      <ConsentSection />
      <DataRequests />
    </Box>
  );
}
