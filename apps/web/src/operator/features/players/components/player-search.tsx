import { playerSearchQuerySchema } from '@furlong/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { SectionHeading } from '../../../components/section-heading';
import { operatorKeys } from '../../../lib/operator-keys';
import { consolePaths } from '../../../lib/operator-paths';
import { LimitHits } from './limit-hits';
import { searchPlayers } from '../api/players-api';

/** Players by name, email or mobile; the query lives in the address so Back returns to it. */
export function PlayerSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const [error, setError] = useState<string | undefined>();
  const results = useQuery({
    queryKey: operatorKeys.playerSearch(query),
    queryFn: ({ signal }) => searchPlayers(query, signal),
    enabled: query !== '',
  });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = playerSearchQuerySchema.safeParse({ query: typed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSearchParams({ q: parsed.data.query });
  };

  return (
    <>
      <SectionHeading title="Players" />
      <Stack
        component="form"
        role="search"
        noValidate
        onSubmit={handleSearch}
        direction="row"
        spacing={1}
        sx={{ mb: 2, maxWidth: 560 }}
      >
        <TextField
          label="Name, email or mobile"
          size="small"
          fullWidth
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error !== undefined}
          helperText={error}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Search
        </Button>
      </Stack>
      {results.isFetching && !results.data && <PageLoading label="Searching" />}
      {results.isError && (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      )}
      {results.data?.players.length === 0 && <Typography>No player matches “{query}”.</Typography>}
      {results.data && results.data.players.length > 0 && (
        <Paper>
          <List aria-label="Matching players">
            {results.data.players.map((player) => (
              <ListItem key={player.uid} disablePadding>
                <ListItemButton component={RouterLink} to={consolePaths.player(player.uid)}>
                  <ListItemText
                    primary={`${player.firstname} ${player.lastname}`}
                    secondary={`${player.email} · ${player.mobile} · KYC ${player.kycStatus}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <LimitHits />
    </>
  );
}
