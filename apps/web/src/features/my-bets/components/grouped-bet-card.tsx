import {
  rupeesToPaise,
  type BetStatus,
  type MultipleKind,
  type PlacedBet,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MessageId } from '../../../i18n/catalogues';
import { multipleNameOf } from '../../../i18n/multiple-name';
import { useT } from '../../../i18n/use-t';
import { legsOf, type BetGroup } from '../bet-groups';
import { BET_STATUS_TONES } from '../bet-status';
import { REFUNDED_BET_STATUSES } from './placed-bet-card';

/** Spec section 4: an ACCEPTED bet reads PENDING. */
const STATUS_IDS: Record<BetStatus, MessageId> = {
  ACCEPTED: 'betStatus.PENDING',
  CONFIRMED: 'betStatus.CONFIRMED',
  WON: 'betStatus.WON',
  LOST: 'betStatus.LOST',
  REJECTED: 'betStatus.REJECTED',
  VOID: 'betStatus.VOID',
  REFUNDED: 'betStatus.REFUNDED',
};

function StatusChip({ status, testId }: { status: BetStatus; testId?: string }) {
  const { t } = useT();
  return (
    <Chip
      size="small"
      data-testid={testId}
      label={t(STATUS_IDS[status])}
      color={BET_STATUS_TONES[status]}
    />
  );
}

/** Amounts added up over the bets; a figure not yet known on any bet stays unknown. */
function sumOf(bets: PlacedBet[], pick: (bet: PlacedBet) => number | null): number | null {
  const values = bets.map(pick);
  if (values.some((value) => value === null)) return null;
  return (values as number[]).reduce((sum, value) => sum + rupeesToPaise(value), 0);
}

/** A multiple's bets or an each-way single's two bets, shown as the one thing placed. */
export function GroupedBetCard({ group }: { group: Exclude<BetGroup, { kind: 'single' }> }) {
  const { t, money, dateTime } = useT();
  const bets = group.bets;
  const first = bets[0];
  const legs = legsOf(bets);
  const isEachWay =
    group.kind === 'eachWay' ||
    bets.some((bet) => bet.betLineItems.some((item) => item.eachWayPart));
  const statuses = [...new Set(bets.map((bet) => bet.betStatus))];
  const title =
    group.kind === 'multiple'
      ? (() => {
          const name = multipleNameOf(first.betType as MultipleKind, legs.length);
          return t(name.id, name.values);
        })()
      : t('myBets.eachWay');
  const shown = (paise: number | null) => (paise === null ? '-' : money(paise));
  const isRefunded = bets.every((bet) => REFUNDED_BET_STATUSES.has(bet.betStatus));
  const reasons = [...new Set(bets.map((bet) => bet.rejectionReason).filter(Boolean))];
  const summary: [string, string][] = [
    [t('multiple.bets'), String(bets.length)],
    [t('myBets.totalBetAmount'), shown(sumOf(bets, (bet) => bet.totalBetAmount))],
    ...(isRefunded
      ? []
      : ([
          [t('myBets.totalWin'), shown(sumOf(bets, (bet) => bet.totalWinAmount))],
          [t('myBets.tds'), shown(sumOf(bets, (bet) => bet.tdsAmount))],
          [t('myBets.payout'), shown(sumOf(bets, (bet) => bet.payoutAmount))],
        ] as [string, string][])),
  ];
  return (
    <Box
      component="li"
      data-testid="placed-bet"
      data-bet-type={first.betType}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }} data-testid="bet-title">
          {group.kind === 'multiple' && isEachWay ? `${title} · ${t('myBets.eachWay')}` : title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          component="time"
          dateTime={first.timestamp}
        >
          {dateTime(first.timestamp)}
        </Typography>
        {statuses.map((status) => (
          <StatusChip key={status} status={status} testId="bet-status" />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {bets.map((bet) => t('myBets.ticket', { number: bet.ticketNumber })).join(' · ')}
      </Typography>
      {group.kind === 'multiple' && (
        <Typography variant="body2">{t('myBets.legs', { count: legs.length })}</Typography>
      )}
      {isRefunded && (
        <Box data-testid="bet-refund">
          <Typography sx={{ fontWeight: 700 }}>
            {t('myBets.refundedAmount', {
              amount: shown(sumOf(bets, (bet) => bet.totalBetAmount)),
            })}
          </Typography>
          {reasons.map((reason) => (
            <Typography key={reason} variant="body2" data-testid="rejection-reason">
              {t('myBets.rejectionReason', { reason: reason ?? '' })}
            </Typography>
          ))}
        </Box>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {legs.map(({ item, placeOdds, placeStatus }) => {
          const place =
            placeOdds ??
            (group.kind === 'eachWay' ? group.bets[1].betLineItems[0]?.odds : undefined);
          return (
            <Box
              component="li"
              key={`${item.sportFixture}-${item.horseNumber}`}
              data-testid="bet-leg"
              sx={{ display: 'grid', gap: 0.25 }}
            >
              <Typography variant="body2" color="text.secondary">
                {`${item.venueName} · R${item.raceNumber} ${item.sportFixtureName}`}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {`${item.horseNumber}. ${item.selectionName}`}
                </Typography>
                {item.legStatus && <StatusChip status={item.legStatus} />}
                {placeStatus && placeStatus !== item.legStatus && (
                  <StatusChip status={placeStatus} />
                )}
              </Box>
              <Typography variant="body2">
                {place === undefined
                  ? `${t(item.eachWayPart === 'PLACE' ? 'market.PLACE' : 'market.WIN')} @ ${item.odds.toFixed(2)}`
                  : `${t('myBets.eachWayPart.WIN')} @ ${item.odds.toFixed(2)} · ${t('myBets.eachWayPart.PLACE')} @ ${place.toFixed(2)}`}
                {group.kind === 'eachWay' && ` · ${money(rupeesToPaise(item.betAmount))} ×2`}
                {item.deductionRate !== null && t('myBets.deduction', { rate: item.deductionRate })}
              </Typography>
            </Box>
          );
        })}
      </Box>
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
