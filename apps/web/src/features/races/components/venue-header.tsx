import type { Country } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Flag } from '../../../components/flag';
import { LiveTvIcon } from '../../../components/icons';
import { useT } from '../../../i18n/use-t';

interface VenueHeaderProps {
  venueName: string;
  /** DD-MMM-YYYY */
  raceDate: string;
  country: Country | undefined;
  canWatchLive: boolean;
  isLiveOpen: boolean;
  onToggleLive: () => void;
}

export function VenueHeader(props: VenueHeaderProps) {
  const { venueName, raceDate, country, canWatchLive, isLiveOpen, onToggleLive } = props;
  const { t, country: countryName } = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
      <Flag
        src={country?.flag}
        label={country ? countryName(country.code, country.name) : ''}
        height={24}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h1">{venueName}</Typography>
        <Typography color="text.secondary">{raceDate}</Typography>
      </Box>
      {canWatchLive && (
        <Button
          variant={isLiveOpen ? 'contained' : 'outlined'}
          color="error"
          startIcon={<LiveTvIcon />}
          aria-pressed={isLiveOpen}
          onClick={onToggleLive}
        >
          {t('race.live')}
        </Button>
      )}
    </Box>
  );
}
