import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { useFormGuide } from '../../features/races/api/get-form-guide';
import { FormGuideDetails } from '../../features/races/components/form-panel';
import { useT } from '../../i18n/use-t';
import { NotFoundScreen } from './not-found-screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A horse's form guide on its own page: where a search for the horse leads. */
export default function HorseScreen() {
  const { participant = '' } = useParams();
  if (!UUID.test(participant)) return <NotFoundScreen />;
  return <HorseForm participantUid={participant} />;
}

function HorseForm({ participantUid }: { participantUid: string }) {
  const guide = useFormGuide(participantUid);
  const { t } = useT();
  if (guide.isPending) return <PageLoading label={t('form.loading')} />;
  if (guide.isError) {
    return <LoadError error={guide.error} onRetry={() => void guide.refetch()} />;
  }
  return (
    <>
      <title>{t('horse.title', { name: guide.data.horse })}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('horse.heading', { name: guide.data.horse })}
      </Typography>
      <FormGuideDetails guide={guide.data} />
    </>
  );
}
