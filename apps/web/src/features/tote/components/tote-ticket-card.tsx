import { rupeesToPaise, type ToteTicket } from '@furlong/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MessageId } from '../../../i18n/catalogues';
import { useT, type Translator } from '../../../i18n/use-t';
import { formatDividend } from '../../../lib/rupee-amount';

type Tone = 'info' | 'success' | 'default';

/** A tote ticket stands once bought (no trader reviews it): it waits for the result as CONFIRMED. */
const STATUS_WORDS: Record<ToteTicket['status'], [MessageId, Tone]> = {
  ACCEPTED: ['betStatus.CONFIRMED', 'info'],
  WON: ['betStatus.WON', 'success'],
  LOST: ['betStatus.LOST', 'default'],
  REFUNDED: ['betStatus.REFUNDED', 'default'],
};

/** "Forecast box: 3, 5, 7", "Tanala: 1st 3 · 2nd 5, 7 · 3rd 1, 2", "Win: 4". */
export function describeSelections(ticket: ToteTicket, t: Translator['t']): string {
  const pool = t(`tote.pool.${ticket.pool}`);
  if (ticket.box) {
    return t('tote.ticketBox', { pool, horses: (ticket.selections[0] ?? []).join(', ') });
  }
  const positions =
    ticket.selections.length === 1
      ? (ticket.selections[0] ?? []).join(', ')
      : ticket.selections
          .map((horses, index) => `${t('race.place', { place: index + 1 })} ${horses.join(', ')}`)
          .join(' · ');
  return t('tote.ticketPositions', { pool, positions });
}

export function ToteTicketCard({ ticket }: { ticket: ToteTicket }) {
  const { t, money, dateTime } = useT();
  const rupees = (amount: number) => money(rupeesToPaise(amount));
  const maybeRupees = (amount: number | null) => (amount === null ? '-' : rupees(amount));
  const [statusId, tone] = STATUS_WORDS[ticket.status];
  const figures: [string, string][] = [
    [t('myBets.totalBetAmount'), rupees(ticket.totalBetAmount)],
    [t('tote.gstPaid'), rupees(ticket.gst)],
    [t('myBets.totalWin'), maybeRupees(ticket.totalWinAmount)],
    [t('myBets.tds'), maybeRupees(ticket.tdsAmount)],
    [t('myBets.payout'), maybeRupees(ticket.payoutAmount)],
  ];
  return (
    <Box
      component="li"
      data-testid="tote-ticket"
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
        <Chip size="small" data-testid="tote-ticket-status" label={t(statusId)} color={tone} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`${ticket.venueName} · R${ticket.raceNumber}`}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{describeSelections(ticket, t)}</Typography>
      <Typography variant="body2">
        {t('tote.combinationsTimesUnits', { count: ticket.combinations, units: ticket.units })}
      </Typography>
      {ticket.winningCombinations.length > 0 && (
        <Typography variant="body2" data-testid="tote-ticket-dividends">
          {t('tote.dividendsPaid', {
            dividends: ticket.winningCombinations
              .map((won) => `${won.combination.join('-')} ${formatDividend(won.dividend)}`)
              .join(' · '),
          })}
        </Typography>
      )}
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
