import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { operatorKeys } from '../../../lib/operator-keys';
import { consolePaths } from '../../../lib/operator-paths';
import { getLimitHits } from '../api/protections-api';

/** Players whose slips their protections refused three times or more in 30 days. */
export function LimitHits() {
  const hits = useQuery({
    queryKey: [...operatorKeys.all, 'limit-hits'],
    queryFn: ({ signal }) => getLimitHits(signal),
  });
  return (
    <Paper component="section" aria-labelledby="limit-hits-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="limit-hits-title" component="h2" variant="h6">
        Players who hit limits often
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Three refused slips or more in the last 30 days.
      </Typography>
      {hits.isError && <LoadError error={hits.error} onRetry={() => void hits.refetch()} />}
      {hits.data?.players.length === 0 && <Typography sx={{ mt: 1 }}>None.</Typography>}
      {hits.data && hits.data.players.length > 0 && (
        <List aria-label="Players who hit limits often">
          {hits.data.players.map((player) => (
            <ListItem key={player.uid} disablePadding>
              <ListItemButton component={RouterLink} to={consolePaths.player(player.uid)}>
                <ListItemText
                  primary={`${player.name} · ${player.refusals} refused`}
                  secondary={`${player.email} · last ${formatIndiaDateTime(player.lastAt)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
