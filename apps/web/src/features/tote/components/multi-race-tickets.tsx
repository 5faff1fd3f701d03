import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { useMultiRaceTickets } from '../api/multi-race-api';
import { MultiRaceTicketCard } from './multi-race-ticket-card';

/** The player's Treble and Jackpot tickets, newest first (the server's order); nothing if none. */
export function MultiRaceTickets() {
  const tickets = useMultiRaceTickets();
  const { t } = useT();
  if (tickets.isPending) return <PageLoading label={t('multiRace.loadingTickets')} />;
  if (tickets.isError) {
    return <LoadError error={tickets.error} onRetry={() => void tickets.refetch()} />;
  }
  if (tickets.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="multi-race-tickets-title" sx={{ mt: 3 }}>
      <Typography id="multi-race-tickets-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('multiRace.tickets')}
      </Typography>
      <Box
        component="ol"
        aria-label={t('multiRace.tickets')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {tickets.data.map((ticket) => (
          <MultiRaceTicketCard key={ticket.uid} ticket={ticket} />
        ))}
      </Box>
    </Box>
  );
}
