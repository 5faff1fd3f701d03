import { rejectBetBodySchema, type ReviewBet, type ReviewLeg } from '@furlong/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { DecisionQueue, type QueueQuestion } from '../../../components/decision-queue';
import { QueueTable } from '../../../components/queue-table';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { operatorKeys } from '../../../lib/operator-keys';
import { useLiveRaces } from '../../../lib/use-live-races';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { confirmBet, getReviewQueue, rejectBet } from '../api/review-api';
import { OfferDialog } from './offer-dialog';

/** New bets arrive without a race changing, so the queue also polls. */
export const REVIEW_REFRESH_MS = 10_000;

type Action = 'confirm' | 'reject';

/** A confirmation is sent at once; a rejection asks for an optional reason. */
function questionOf(bet: ReviewBet, action: Action): QueueQuestion | null {
  if (action === 'confirm') return null;
  return {
    kind: 'reason',
    title: `Reject ticket ${bet.ticketNumber}?`,
    confirmLabel: 'Reject bet',
    schema: rejectBetBodySchema,
    reasonLabel: 'Reason (optional)',
    body: `The stake of ${formatRupeeAmount(bet.stake)} is refunded to ${bet.player.name}.`,
  };
}

/** Bets over the liability limit, waiting for a trader; unconfirmed at the off they are refunded. */
export function ReviewSection() {
  const canDecide = useOperatorCan().can('bets:review');
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState<ReviewBet | null>(null);
  useLiveRaces();
  const queue = useQuery({
    queryKey: operatorKeys.reviewQueue(),
    queryFn: ({ signal }) => getReviewQueue(signal),
    refetchInterval: REVIEW_REFRESH_MS,
  });

  return (
    <>
      <SectionHeading title="Trader review">
        <RefreshButton query={queue} />
      </SectionHeading>
      <DecisionQueue
        query={queue}
        itemsOf={(data) => data.bets}
        loadingLabel="Loading the review queue"
        emptyText="No bets are waiting for review."
        questionOf={questionOf}
        decide={({ item, action, reason }) =>
          action === 'confirm' ? confirmBet(item.uid) : rejectBet(item.uid, { reason })
        }
        doneMessage={(reply) =>
          reply.betStatus === 'CONFIRMED' ? 'Bet confirmed' : 'Bet rejected and refunded'
        }
        reloads={[operatorKeys.reviewQueue(), operatorKeys.boards()]}
      >
        {(bets, { ask, pending }) => (
          <QueueTable
            label="Bets waiting for review"
            headers={[
              'Ticket',
              'Player',
              'Race',
              'Selection',
              { label: 'Stake', align: 'right' },
              { label: 'Liability', align: 'right' },
              'Placed',
              ...(canDecide ? ['Decision'] : []),
            ]}
          >
            {bets.map((bet) => (
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
                {canDecide && bet.offer && (
                  <TableCell>
                    Offered {formatRupeeAmount(bet.offer.stake)} at {bet.offer.odds}: the player
                    decides
                  </TableCell>
                )}
                {canDecide && !bet.offer && (
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        aria-label={`Confirm ticket ${bet.ticketNumber}`}
                        disabled={pending !== null}
                        loading={pending?.item.uid === bet.uid && pending.action === 'confirm'}
                        onClick={() => ask(bet, 'confirm')}
                      >
                        Confirm
                      </Button>
                      {!bet.legs && (
                        <Button
                          size="small"
                          aria-label={`Offer on ticket ${bet.ticketNumber}`}
                          disabled={pending !== null}
                          onClick={() => setOffering(bet)}
                        >
                          Offer
                        </Button>
                      )}
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Reject ticket ${bet.ticketNumber}`}
                        disabled={pending !== null}
                        onClick={() => ask(bet, 'reject')}
                      >
                        Reject
                      </Button>
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </QueueTable>
        )}
      </DecisionQueue>
      {offering && (
        <OfferDialog
          bet={offering}
          onCancel={() => setOffering(null)}
          onDone={() => {
            setOffering(null);
            void queryClient.invalidateQueries({ queryKey: operatorKeys.reviewQueue() });
          }}
        />
      )}
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
