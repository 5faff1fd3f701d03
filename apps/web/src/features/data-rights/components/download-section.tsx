import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/use-t';
import { useDataExport } from '../api/data-rights-api';

/** Everything held, as JSON or CSV. */
export function DownloadSection() {
  const { t } = useT();
  const download = useDataExport();
  return (
    <Box component="section" aria-labelledby="data-download-title">
      <Typography id="data-download-title" variant="h3" sx={{ mb: 1 }}>
        {t('dataRights.download.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          sx={{ minHeight: 48 }}
          loading={download.isPending && download.variables === 'json'}
          onClick={() => download.mutate('json')}
        >
          {t('dataRights.download.json')}
        </Button>
        <Button
          variant="outlined"
          sx={{ minHeight: 48 }}
          loading={download.isPending && download.variables === 'csv'}
          onClick={() => download.mutate('csv')}
        >
          {t('dataRights.download.csv')}
        </Button>
      </Box>
      {download.isError && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {t('dataRights.download.failed')}
        </Typography>
      )}
    </Box>
  );
}
