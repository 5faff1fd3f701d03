import { MARKET_NAMES, type ExposureRunner, type RaceExposure } from '@furlong/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { LiabilityLimitDialog, type LimitTarget } from './liability-limit-dialog';
import { MarketSuspendButton } from './market-suspend-button';
import { RunnerTradingActions } from './runner-trading-actions';
import { getRaceExposure } from '../api/trading-api';

/** Bets arrive without the race changing, so the book also polls. */
export const EXPOSURE_REFRESH_MS = 5_000;

const limitText = (runner: ExposureRunner) =>
  runner.limit
    ? `${formatRupeeAmount(runner.limit.amount)} ${runner.limit.action === 'REFUSE' ? 'refuse' : 'review'}${runner.isOwnLimit ? '' : ' (default)'}`
    : 'None';

/**
 * The race's live book: each runner by market (open bets, stakes, liability), its liability
 * against its limit, and the limits a trader sets. Past a limit a bet waits for review or is
 * refused, as the limit says.
 */
export function ExposurePanel({
  raceUid,
  canChangeMarkets,
}: {
  raceUid: string;
  /** Before the off only: afterwards no market or runner may be suspended or reopened. */
  canChangeMarkets: boolean;
}) {
  const headingId = useId();
  const { can } = useOperatorCan();
  const canSetLimits = can('bets:review');
  const canTrade = can('races:edit');
  const [target, setTarget] = useState<LimitTarget | null>(null);
  const book = useQuery({
    queryKey: operatorKeys.exposure(raceUid),
    queryFn: ({ signal }) => getRaceExposure(raceUid, signal),
    refetchInterval: EXPOSURE_REFRESH_MS,
  });
  const data: RaceExposure | undefined = book.data;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Exposure
        </Typography>
        <RefreshButton query={book} />
      </Stack>
      <QueryStates
        query={book}
        loadingLabel="Loading the book"
        isEmpty={(book) => book.runners.length === 0}
        emptyText="This race has no runners yet."
      />
      {data && (
        <>
          <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip
              label={`Race default limit: ${data.defaultLimit ? `${formatRupeeAmount(data.defaultLimit.amount)} ${data.defaultLimit.action === 'REFUSE' ? 'refuse' : 'review'}` : 'none'}`}
            />
            <Chip
              color={data.heldBets > 0 ? 'warning' : 'default'}
              label={`${data.heldBets} held for review`}
            />
            {canTrade &&
              canChangeMarkets &&
              data.markets.map((market) => (
                <MarketSuspendButton key={market.market} raceUid={raceUid} market={market} />
              ))}
            {canSetLimits && (
              <Button
                size="small"
                sx={{ minHeight: 44 }}
                onClick={() =>
                  setTarget({
                    horseNo: null,
                    label: 'every runner (race default)',
                    current: data.defaultLimit,
                  })
                }
              >
                Set race default
              </Button>
            )}
          </Stack>
          <TableContainer>
            <Table size="small" aria-label="Liability by runner and market">
              <TableHead>
                <TableRow>
                  <TableCell>Horse</TableCell>
                  {data.markets.map((market) => (
                    <TableCell key={market.market} align="right">
                      <abbr title={MARKET_NAMES[market.market]}>{market.market}</abbr>
                      {market.status !== 'OPEN' && ` (${market.status.toLowerCase()})`}
                    </TableCell>
                  ))}
                  <TableCell align="right">Liability</TableCell>
                  <TableCell>Limit</TableCell>
                  {canTrade && <TableCell>Runner</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.runners.map((runner) => {
                  const isOver = runner.limit !== null && runner.liability > runner.limit.amount;
                  return (
                    <TableRow key={runner.uid}>
                      <TableCell>
                        {runner.horseNo} {runner.name}
                        {!runner.isRunner && ' (scratched)'}
                      </TableCell>
                      {runner.cells.map((cell) => (
                        <TableCell key={cell.market} align="right">
                          <div>{formatRupeeAmount(cell.liability)}</div>
                          <Typography variant="caption" color="text.secondary">
                            {cell.bets} {cell.bets === 1 ? 'bet' : 'bets'} ·{' '}
                            {formatRupeeAmount(cell.stakes)}
                            {cell.status !== 'OPEN' && ` · ${cell.status.toLowerCase()}`}
                          </Typography>
                        </TableCell>
                      ))}
                      <TableCell
                        align="right"
                        sx={isOver ? { color: 'error.main', fontWeight: 700 } : undefined}
                      >
                        {formatRupeeAmount(runner.liability)}
                      </TableCell>
                      <TableCell>
                        {limitText(runner)}
                        {canSetLimits && runner.isRunner && (
                          <Button
                            size="small"
                            sx={{ minHeight: 44 }}
                            aria-label={`Set the limit on ${runner.horseNo} ${runner.name}`}
                            onClick={() =>
                              setTarget({
                                horseNo: runner.horseNo,
                                label: `${runner.horseNo} ${runner.name}`,
                                current: runner.isOwnLimit ? runner.limit : null,
                              })
                            }
                          >
                            Limit
                          </Button>
                        )}
                      </TableCell>
                      {canTrade && (
                        <TableCell>
                          <RunnerTradingActions
                            raceUid={raceUid}
                            runner={runner}
                            canSuspend={canChangeMarkets}
                          />
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="caption" color="text.secondary">
            Each cell: liability (what the book pays if the horse wins or places, less the stakes
            taken net of GST), then open bets and stakes.
          </Typography>
        </>
      )}
      {target && (
        <LiabilityLimitDialog raceUid={raceUid} target={target} onClose={() => setTarget(null)} />
      )}
    </Paper>
  );
}
