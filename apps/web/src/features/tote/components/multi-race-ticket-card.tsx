import { rupeesToPaise, type MultiRaceTicket } from '@furlong/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { multiRacePoolName } from '../multi-race-names';

type Tone = 'info' | 'success' | 'default';

/** A ticket stands once bought: it waits for the last leg as CONFIRMED. */
const STATUS_WORDS: Record<MultiRaceTicket['status'], [MessageId, Tone]> = {
  ACCEPTED: ['betStatus.CONFIRMED', 'info'],
  WON: ['betStatus.WON', 'success'],
  LOST: ['betStatus.LOST', 'default'],
  REFUNDED: ['betStatus.REFUNDED', 'default'],
};

/**
 * A Treble or Jackpot ticket in My Bets: each leg's horses with its result so far and the
 * favourite standing in for a scratched pick, the legs won, alive or out, and what it paid.
 */
export function MultiRaceTicketCard({ ticket }: { ticket: MultiRaceTicket }) {
  const { t, money, dateTime } = useT();
  const rupees = (amount: number | null) => (amount === null ? '-' : money(rupeesToPaise(amount)));
  const [statusId, tone] = STATUS_WORDS[ticket.status];
  const isOpen = ticket.status === 'ACCEPTED';
  const figures: [string, string][] = [
    [t('myBets.totalBetAmount'), rupees(ticket.totalBetAmount)],
    [t('tote.gstPaid'), rupees(ticket.gst)],
    [t('myBets.totalWin'), rupees(ticket.totalWinAmount)],
    [t('myBets.tds'), rupees(ticket.tdsAmount)],
    [t('myBets.payout'), rupees(ticket.payoutAmount)],
  ];
  const name = multiRacePoolName({ pool: ticket.poolType, sequence: ticket.sequence }, t);
  return (
    <Box
      component="li"
      data-testid="multi-race-ticket"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>
          {t('myBets.ticket', { number: ticket.ticketNumber })}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="time"
          dateTime={ticket.timestamp}
        >
          {dateTime(ticket.timestamp)}
        </Typography>
        <Chip
          size="small"
          data-testid="multi-race-ticket-status"
          label={t(statusId)}
          color={tone}
        />
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {t('multiRace.play', { pool: name, venue: ticket.venueName })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="multi-race-legs-won">
          {t('multiRace.legsWon', { won: ticket.legsWon, legs: ticket.legs.length })}
        </Typography>
        {isOpen && (
          <Chip
            size="small"
            variant="outlined"
            data-testid="multi-race-alive"
            color={ticket.alive ? 'success' : 'default'}
            label={t(ticket.alive ? 'multiRace.alive' : 'multiRace.out')}
          />
        )}
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {ticket.legs.map((leg, index) => (
          <Box component="li" key={leg.sportFixture} data-testid="multi-race-ticket-leg">
            <Typography variant="body2">
              {t('multiRace.legPicks', {
                leg: index + 1,
                race: leg.raceNumber,
                horses: leg.selections.join(', '),
              })}
              {leg.won !== null &&
                ` · ${t(leg.won ? 'multiRace.legResult.won' : 'multiRace.legResult.lost')}`}
            </Typography>
            {leg.substitutes.map((swap) => (
              <Typography
                key={swap.scratched}
                variant="body2"
                color="text.secondary"
                data-testid="multi-race-substitute"
              >
                {t('multiRace.substitute', {
                  scratched: swap.scratched,
                  substitute: swap.substitute,
                })}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      <Typography variant="body2">
        {t('multiRace.linesTimesUnits', { count: ticket.lines, units: ticket.units })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
          m: 0,
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
