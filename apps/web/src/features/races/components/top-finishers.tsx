import type { RaceResult } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const PLACES = [
  { place: 1, label: '1st' },
  { place: 2, label: '2nd' },
  { place: 3, label: '3rd' },
] as const;

/** First three home; a dead heat puts two runners on one place. */
export function TopFinishers({ result }: { result: RaceResult }) {
  if (result.voided || result.standings.length === 0) return null;
  return (
    <Box component="section" aria-label="Result" sx={{ mb: 2 }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {PLACES.map(({ place, label }) => {
          const placed = result.standings.filter((standing) => standing.place === place);
          if (placed.length === 0) return null;
          return (
            <Box component="li" key={place} data-testid="finisher" sx={{ display: 'flex', gap: 1 }}>
              <Typography component="span" sx={{ fontWeight: 700, minWidth: 36 }}>
                {label}
              </Typography>
              <Typography component="span">
                {placed.map((standing) => `${standing.horseNumber}. ${standing.name}`).join(', ')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
