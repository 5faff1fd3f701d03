import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useMultiRacePools } from '../api/multi-race-api';
import { multiRacePoolName } from '../multi-race-names';
import { formatDividend } from '../../../lib/rupee-amount';

interface MultiRaceLinksProps {
  day: string;
  /** On a race page: only the pools this race is a leg of, each saying which leg. */
  fixtureUid?: string;
  linkTo: (poolUid: string) => string;
}

/**
 * Ways into the day's Trebles and Jackpots: from the race day, every pool with its carry-forward;
 * from a leg race's Tote tab, the pools it is a leg of. Nothing while there are none.
 */
export function MultiRaceLinks({ day, fixtureUid, linkTo }: MultiRaceLinksProps) {
  const { t } = useT();
  const pools = useMultiRacePools(day);
  const shown = (pools.data ?? []).filter(
    (pool) => fixtureUid === undefined || pool.legs.includes(fixtureUid),
  );
  if (shown.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('multiRace.playHeading')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {shown.map((pool) => {
        const name = multiRacePoolName(pool, t);
        const label =
          fixtureUid === undefined
            ? t('multiRace.play', { pool: name, venue: pool.venueName })
            : t('multiRace.legOf', { leg: pool.legs.indexOf(fixtureUid) + 1, pool: name });
        return (
          <Button
            key={pool.uid}
            component={RouterLink}
            to={linkTo(pool.uid)}
            variant="outlined"
            data-testid="multi-race-link"
            sx={{ minHeight: 44, display: 'grid', justifyItems: 'start', textAlign: 'left' }}
          >
            <span>{label}</span>
            {pool.carryIn > 0 && (
              <Typography component="span" variant="caption">
                {t('tote.carryForward', { pool: name, amount: formatDividend(pool.carryIn) })}
              </Typography>
            )}
          </Button>
        );
      })}
    </Box>
  );
}
