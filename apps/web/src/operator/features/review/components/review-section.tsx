import { rejectBetBodySchema, type ReviewBet, type ReviewLeg } from '@furlong/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { ReasonDialog } from '../../../components/reason-dialog';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { useLiveRaces } from '../../../lib/use-live-races';
import { confirmBet, getReviewQueue, rejectBet } from '../api/review-api';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';
import { PalpableErrorsPanel } from '../../trading/components/palpable-errors-panel';

/** New bets arrive without a race changing, so the queue also polls. */
export const REVIEW_REFRESH_MS = 10_000;

type Decision =
  { betUid: string; kind: 'confirm' } | { betUid: string; kind: 'reject'; reason?: string };

/** Bets over the liability limit, waiting for a trader; unconfirmed at the off they are refunded. */
export default function ReviewSection() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [rejecting, setRejecting] = useState<ReviewBet | null>(null);
  const canDecide = useOperatorCan().can('bets:review');
  useLiveRaces();
  const queue = useQuery({
    queryKey: operatorKeys.reviewQueue(),
    queryFn: ({ signal }) => getReviewQueue(signal),
    refetchInterval: REVIEW_REFRESH_MS,
  });
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'confirm'
        ? confirmBet(decision.betUid)
        : rejectBet(decision.betUid, { reason: decision.reason }),
    onSuccess: async (reply) => {
      showToast(
        reply.betStatus === 'CONFIRMED' ? 'Bet confirmed' : 'Bet rejected and refunded',
        'success',
      );
      setRejecting(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.reviewQueue() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.boards() }),
      ]);
    },
    onError: async (error) => {
      showToast(failureMessage(error), 'error');
      setRejecting(null);
      await queryClient.invalidateQueries({ queryKey: operatorKeys.reviewQueue() });
    },
  });
  const busyUid = decide.isPending ? decide.variables.betUid : null;

  return (
    <>
      <SectionHeading title="Trader review">
        <RefreshButton query={queue} />
      </SectionHeading>
      <QueryStates
        query={queue}
        loadingLabel="Loading the review queue"
        isEmpty={(data) => data.bets.length === 0}
        emptyText="No bets are waiting for review."
      />
      {queue.data && queue.data.bets.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Bets waiting for review">
            <TableHead>
              <TableRow>
                <TableCell>Ticket</TableCell>
                <TableCell>Player</TableCell>
                <TableCell>Race</TableCell>
                <TableCell>Selection</TableCell>
                <TableCell align="right">Stake</TableCell>
                <TableCell align="right">Liability</TableCell>
                <TableCell>Placed</TableCell>
                {canDecide && <TableCell>Decision</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {queue.data.bets.map((bet) => (
                <TableRow key={bet.uid}>
                  <TableCell>{bet.ticketNumber}</TableCell>
                  <TableCell>{bet.player.name}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    {bet.race.venueName} R{bet.race.raceNumber}
                    <br />
                    {formatIndiaDateTime(bet.race.startDate)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    {bet.legs ? (
                      <MultipleLegs bet={bet} legs={bet.legs} />
                    ) : (
                      <>
                        {bet.horseNo} {bet.horse}, {bet.market} at {bet.odds}
                      </>
                    )}
                  </TableCell>
                  <TableCell align="right">{formatRupeeAmount(bet.stake)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                    {formatRupeeAmount(bet.liability)}
                  </TableCell>
                  <TableCell>{formatIndiaDateTime(bet.placedAt)}</TableCell>
                  {canDecide && (
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          variant="contained"
                          aria-label={`Confirm ticket ${bet.ticketNumber}`}
                          disabled={busyUid !== null}
                          loading={busyUid === bet.uid && !rejecting}
                          onClick={() => decide.mutate({ betUid: bet.uid, kind: 'confirm' })}
                        >
                          Confirm
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Reject ticket ${bet.ticketNumber}`}
                          disabled={busyUid !== null}
                          onClick={() => setRejecting(bet)}
                        >
                          Reject
                        </Button>
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rejecting && (
        <ReasonDialog
          title={`Reject ticket ${rejecting.ticketNumber}?`}
          confirmLabel="Reject bet"
          isBusy={decide.isPending}
          schema={rejectBetBodySchema}
          reasonLabel="Reason (optional)"
          onConfirm={(reason) => decide.mutate({ betUid: rejecting.uid, kind: 'reject', reason })}
          onCancel={() => setRejecting(null)}
        >
          The stake of {formatRupeeAmount(rejecting.stake)} is refunded to {rejecting.player.name}.
        </ReasonDialog>
      )}
      <PalpableErrorsPanel />
    </>
  );
}

/** A multiple's row: its kind, then each leg's race, runner and price (each-way: the Place price). */
function MultipleLegs({ bet, legs }: { bet: ReviewBet; legs: readonly ReviewLeg[] }) {
  const kind = bet.multipleKind === 'KENCHI' ? 'Kenchi' : 'Accumulator';
  return (
    <>
      {kind}
      {bet.eachWay ? ' each-way' : ''} of {legs.length} legs
      {legs.map((leg) => (
        <Fragment key={leg.race.uid}>
          <br />
          {leg.race.venueName} R{leg.race.raceNumber}: {leg.horseNo} {leg.horse} at {leg.odds}
          {leg.placeOdds === undefined ? '' : ` (place ${leg.placeOdds})`}
        </Fragment>
      ))}
    </>
  );
}
