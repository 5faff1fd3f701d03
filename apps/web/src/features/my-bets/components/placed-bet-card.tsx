import {
  breakDownLine,
  indiaDayOf,
  MARKET_NAMES,
  MARKET_TYPES,
  rupeesToPaise,
  tdsOnNetWinnings,
  tdsPercent,
  type PlacedBet,
  type TaxRule,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTaxRule } from '../../../lib/tax-rule';
import type { MessageId } from '../../../i18n/catalogues';
import { BET_STATUS_TONES } from '../bet-status';

/** Spec section 4: an ACCEPTED bet reads PENDING (see displayBetStatus). */
const BET_STATUS_IDS: Record<PlacedBet['betStatus'], MessageId> = {
  ACCEPTED: 'betStatus.PENDING',
  CONFIRMED: 'betStatus.CONFIRMED',
  WON: 'betStatus.WON',
  LOST: 'betStatus.LOST',
  REJECTED: 'betStatus.REJECTED',
  VOID: 'betStatus.VOID',
  REFUNDED: 'betStatus.REFUNDED',
};
import { useT, type Translator } from '../../../i18n/use-t';

/** Bets still waiting for their race: a trader's decision (ACCEPTED) or the result (CONFIRMED). */
const OPEN_BET_STATUSES: ReadonlySet<PlacedBet['betStatus']> = new Set(['ACCEPTED', 'CONFIRMED']);

/** Bets whose whole ticket price went back to the player: no win, no payout, a refund. */
export const REFUNDED_BET_STATUSES: ReadonlySet<PlacedBet['betStatus']> = new Set([
  'REJECTED',
  'VOID',
  'REFUNDED',
]);

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

/**
 * An open bet's estimate, as the slip gives it: the TDS settlement would withhold from its
 * potential return under today's rule, and what would be paid after it.
 */
export function estimateOpenBet(bet: PlacedBet, rule: TaxRule) {
  const potentialPaise = potentialReturnPaise(bet);
  const tdsPaise = Number(
    tdsOnNetWinnings(BigInt(potentialPaise - rupeesToPaise(bet.totalBetAmount)), rule),
  );
  return { potentialPaise, tdsPaise, netPaise: potentialPaise - tdsPaise };
}

export function PlacedBetCard({ bet }: { bet: PlacedBet }) {
  const { t, money, dateTime } = useT();
  const rule = useTaxRule();
  const rupees = (amount: number) => money(rupeesToPaise(amount));
  // Win, TDS and payout stay empty until the race is settled.
  const maybeRupees = (amount: number | null) => (amount === null ? '-' : rupees(amount));
  const isOpen = OPEN_BET_STATUSES.has(bet.betStatus);
  const isRefunded = REFUNDED_BET_STATUSES.has(bet.betStatus);
  const estimate = isOpen && rule ? estimateOpenBet(bet, rule) : null;
  const summary: [string, string][] = [
    [t('myBets.totalBetAmount'), rupees(bet.totalBetAmount)],
    [t('figures.cgst', { percent: bet.taxes.CGST }), rupees(bet.cgstAmount)],
    [t('figures.sgst', { percent: bet.taxes.SGST }), rupees(bet.sgstAmount)],
    ...(isRefunded
      ? []
      : ([
          [t('myBets.totalWin'), maybeRupees(bet.totalWinAmount)],
          [t('myBets.tds'), maybeRupees(bet.tdsAmount)],
          [t('myBets.payout'), maybeRupees(bet.payoutAmount)],
        ] as [string, string][])),
    ...(isOpen
      ? [[t('myBets.potentialReturn'), money(potentialReturnPaise(bet))] as [string, string]]
      : []),
    ...(estimate && rule
      ? ([
          [t('figures.estimatedTds', { percent: tdsPercent(rule) }), money(estimate.tdsPaise)],
          [t('figures.estimatedNetPayout'), money(estimate.netPaise)],
        ] as [string, string][])
      : []),
  ];

  return (
    <Box
      component="li"
      data-testid="placed-bet"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>
          {t('myBets.ticket', { number: bet.ticketNumber })}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="time"
          dateTime={bet.timestamp}
        >
          {dateTime(bet.timestamp)}
        </Typography>
        <Chip
          size="small"
          data-testid="bet-status"
          label={t(BET_STATUS_IDS[bet.betStatus])}
          color={BET_STATUS_TONES[bet.betStatus]}
        />
      </Box>
      {bet.betStatus === 'ACCEPTED' && (
        <Typography variant="body2" color="text.secondary" data-testid="bet-status-note">
          {t('myBets.pendingExplanation')}
        </Typography>
      )}
      {isRefunded && (
        <Box data-testid="bet-refund">
          <Typography sx={{ fontWeight: 700 }}>
            {t('myBets.refundedAmount', { amount: rupees(bet.totalBetAmount) })}
          </Typography>
          {bet.betStatus === 'REJECTED' && bet.rejectionReason && (
            <Typography variant="body2" data-testid="rejection-reason">
              {t('myBets.rejectionReason', { reason: bet.rejectionReason })}
            </Typography>
          )}
        </Box>
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
            {`${marketNameIn(item.marketName, t)} @ ${item.odds.toFixed(2)} · ${rupees(item.betAmount)}`}
            {item.deductionRate !== null && t('myBets.deduction', { rate: item.deductionRate })}
          </Typography>
          {bet.bestOfTote && (
            <Typography variant="body2" data-testid="best-of-tote">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t('bestOfTote.label')}
              </Box>
              {bet.bestOfTote.paid !== null &&
                bet.bestOfTote.price !== null &&
                ` · ${t(`bestOfTote.paid.${bet.bestOfTote.paid}`, {
                  price: bet.bestOfTote.price.toFixed(2),
                })}`}
            </Typography>
          )}
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

/** The reply names the market in English (decision 032); the player reads it in their language. */
function marketNameIn(name: string, t: Translator['t']): string {
  const market = MARKET_TYPES.find((type) => MARKET_NAMES[type] === name);
  return market ? t(`market.${market}`) : name;
}

/** Back to the race with this line on the slip again, at the race's price of the moment. */
function RepeatBetLink({ bet, item }: { bet: PlacedBet; item: BetLine }) {
  const { t } = useT();
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
      {t('myBets.repeat', { runner: `${item.horseNumber}. ${item.selectionName}` })}
    </Button>
  );
}
