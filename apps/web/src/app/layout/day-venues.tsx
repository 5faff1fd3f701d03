import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PageLoading } from '../../components/page-loading';
import { useRaceDay } from '../../features/races/api/get-race-day';
import { useReferenceData } from '../../lib/reference-data';
import { VenuePanel } from '../../features/venues/components/venue-panel';
import { useT } from '../../i18n/use-t';

interface DayVenuesProps {
  day: string;
  onNavigate?: () => void;
}

/** The country and venue panel of one day; both the left column and the drawer show it. */
export function DayVenues({ day, onNavigate }: DayVenuesProps) {
  const headingId = useId();
  const races = useRaceDay(day);
  const reference = useReferenceData();
  const { t } = useT();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {t('venues.heading')}
      </Typography>
      {races.data && reference.data ? (
        <VenuePanel
          day={day}
          races={races.data}
          reference={reference.data}
          onNavigate={onNavigate}
        />
      ) : races.isError || reference.isError ? (
        <Typography color="text.secondary">{t('venues.loadFailed')}</Typography>
      ) : (
        <PageLoading label={t('venues.loading')} />
      )}
    </Paper>
  );
}
