import type { RaceExposure } from '@furlong/contract';
import Button from '@mui/material/Button';
import { suspendSelections } from '../api/trading-api';
import { useTradingChange } from '../hooks/use-trading-change';

interface MarketSuspendButtonProps {
  raceUid: string;
  market: RaceExposure['markets'][number];
}

/** Suspends or reopens one market of the race; the other markets stay as they are. */
export function MarketSuspendButton({ raceUid, market }: MarketSuspendButtonProps) {
  const isSuspended = market.status === 'SUSPENDED';
  const change = useTradingChange(
    raceUid,
    (suspended: boolean) =>
      suspendSelections(raceUid, { horseNo: null, market: market.market, suspended }),
    (suspended) => `${market.market} ${suspended ? 'suspended' : 'reopened'}`,
  );
  if (market.status === 'CLOSED') return null;
  return (
    <Button
      size="small"
      color={isSuspended ? 'primary' : 'warning'}
      sx={{ minHeight: 44 }}
      disabled={change.isPending}
      onClick={() => change.mutate(!isSuspended)}
    >
      {isSuspended ? `Reopen ${market.market}` : `Suspend ${market.market}`}
    </Button>
  );
}
