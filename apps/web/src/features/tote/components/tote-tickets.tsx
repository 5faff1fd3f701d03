import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { useToteTickets } from '../api/tote-api';
import { ToteTicketCard } from './tote-ticket-card';

/** The player's tote tickets, newest first (the server's order); nothing while there are none. */
export function ToteTickets() {
  const tickets = useToteTickets();
  const { t } = useT();
  if (tickets.isPending) return <PageLoading label={t('tote.loadingTickets')} />;
  if (tickets.isError) {
    return <LoadError error={tickets.error} onRetry={() => void tickets.refetch()} />;
  }
  if (tickets.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="tote-tickets-title" sx={{ mt: 3 }}>
      <Typography id="tote-tickets-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('tote.tickets')}
      </Typography>
      <Box
        component="ol"
        aria-label={t('tote.tickets')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {tickets.data.map((ticket) => (
          <ToteTicketCard key={ticket.uid} ticket={ticket} />
        ))}
      </Box>
    </Box>
  );
}
