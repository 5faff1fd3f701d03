import type { RaceResult } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { placeLinesOf } from '../finishing-order';
import { useT } from '../../../i18n/use-t';

/** First three home; a dead heat puts two runners on one place. */
export function TopFinishers({ result }: { result: RaceResult }) {
  const lines = placeLinesOf(result);
  const { t } = useT();
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label={t('race.result')} sx={{ mb: 2 }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {lines.map(({ place, runners }) => (
          <Box component="li" key={place} data-testid="finisher" sx={{ display: 'flex', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 700, minWidth: 36 }}>
              {t('race.place', { place })}
            </Typography>
            <Typography component="span">{runners}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
