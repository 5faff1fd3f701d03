import {
  breakDownLine,
  formatRupees,
  indiaDayOf,
  MARKET_NAMES,
  MARKET_TYPES,
  rupeesToPaise,
  type PlacedBet,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatIndiaDateTime } from '../../../lib/india-date-time';
import { BET_STATUS_TONES, displayBetStatus, PENDING_BET_EXPLANATION } from '../bet-status';

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));
/** Win, TDS and payout stay empty until the race is settled. */
const maybeRupees = (amount: number | null) => (amount === null ? '-' : rupees(amount));

/** Bets still waiting for their race: a trader's decision (ACCEPTED) or the result (CONFIRMED). */
const OPEN_BET_STATUSES: ReadonlySet<PlacedBet['betStatus']> = new Set(['ACCEPTED', 'CONFIRMED']);

/**
 * What the bet returns if every line wins, by the slip's own arithmetic (spec section 9),
 * before TDS and any Rule 4 deduction.
 */
export function potentialReturnPaise(bet: PlacedBet): number {
  const gstRateBp = Math.round((bet.taxes.CGST + bet.taxes.SGST) * 100);
  return bet.betLineItems.reduce(
    (sum, item) =>
      sum +
      breakDownLine(rupeesToPaise(item.betAmount), Math.round(item.odds * 100), gstRateBp)
        .potentialPayoutPaise,
    0,
  );
}

export function PlacedBetCard({ bet }: { bet: PlacedBet }) {
  const isOpen = OPEN_BET_STATUSES.has(bet.betStatus);
  const summary: [string, string][] = [
    ['Total bet amount', rupees(bet.totalBetAmount)],
    [`CGST (${bet.taxes.CGST}%)`, rupees(bet.cgstAmount)],
    [`SGST (${bet.taxes.SGST}%)`, rupees(bet.sgstAmount)],
    ['Total win', maybeRupees(bet.totalWinAmount)],
    ['TDS', maybeRupees(bet.tdsAmount)],
    ['Payout', maybeRupees(bet.payoutAmount)],
    ...(isOpen
      ? [['Potential return', formatRupees(potentialReturnPaise(bet))] as [string, string]]
      : []),
  ];
  return (
    <Box
      component="li"
      data-testid="placed-bet"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{`Ticket ${bet.ticketNumber}`}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="time"
          dateTime={bet.timestamp}
        >
          {formatIndiaDateTime(bet.timestamp)}
        </Typography>
        <Chip
          size="small"
          data-testid="bet-status"
          label={displayBetStatus(bet.betStatus)}
          color={BET_STATUS_TONES[bet.betStatus]}
        />
      </Box>
      {bet.betStatus === 'ACCEPTED' && (
        <Typography variant="body2" color="text.secondary" data-testid="bet-status-note">
          {PENDING_BET_EXPLANATION}
        </Typography>
      )}
      {bet.betLineItems.map((item, index) => (
        <Box key={index} sx={{ display: 'grid', gap: 0.25 }}>
          <Typography variant="body2" color="text.secondary">
            {`${item.venueName} · R${item.raceNumber} ${item.sportFixtureName}`}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {`${item.horseNumber}. ${item.selectionName}`}
          </Typography>
          <Typography variant="body2">
            {`${item.marketName} @ ${item.odds.toFixed(2)} · ${rupees(item.betAmount)}`}
            {item.deductionRate !== null && ` · Deduction ${item.deductionRate}%`}
          </Typography>
          {isOpen && <RepeatBetLink bet={bet} item={item} />}
        </Box>
      ))}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
          m: 0,
        }}
      >
        {summary.map(([name, value]) => (
          <Box key={name}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

type BetLine = PlacedBet['betLineItems'][number];

/** Back to the race with this line on the slip again, at the race's price of the moment. */
function RepeatBetLink({ bet, item }: { bet: PlacedBet; item: BetLine }) {
  const market = MARKET_TYPES.find((type) => MARKET_NAMES[type] === item.marketName);
  if (!market) return null;
  const to = paths.repeatBet(
    indiaDayOf(Date.parse(bet.timestamp)),
    item.sportFixture,
    market,
    item.horseNumber,
    item.betAmount,
  );
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      sx={{ justifySelf: 'start', minHeight: 44 }}
    >
      {`Repeat bet: ${item.horseNumber}. ${item.selectionName}`}
    </Button>
  );
}
