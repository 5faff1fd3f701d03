import type { ReviewOffer } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { answerReviewOffer, reviewOffersQuery } from '../api/review-offers';
import { myBetsQueryKey } from '../api/get-my-bets';

/**
 * A trader's offers on the player's held bets (decision 080), each with the seconds left to
 * take it, counted from when the app heard of it (a device clock set wrong cannot shorten it),
 * as the slip's counter-offer counts.
 */
export function ReviewOffers() {
  const offers = useQuery(reviewOffersQuery);
  if (!offers.data || offers.data.offers.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 1.5 }}>
      {offers.data.offers.map((offer) => (
        <ReviewOfferAlert
          key={offer.offerId}
          offer={offer}
          deadline={offers.dataUpdatedAt + offer.secondsLeft * 1000}
        />
      ))}
    </Box>
  );
}

function ReviewOfferAlert({ offer, deadline }: { offer: ReviewOffer; deadline: number }) {
  const { t, money, refusal } = useT();
  const showToast = useToast();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const isOver = seconds === 0;
  useEffect(() => {
    if (isOver) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isOver]);
  const answer = useMutation({
    mutationFn: (verb: 'accept' | 'decline') => answerReviewOffer(offer.offerId, verb),
    onSuccess: (reply) => {
      showToast(
        reply.betStatus === 'CONFIRMED'
          ? t('myBets.offer.taken', {
              amount: money(reply.stake * 100),
              released: money(reply.released * 100),
            })
          : t('myBets.offer.declined', { amount: money(reply.released * 100) }),
        'success',
      );
    },
    onError: (error) => {
      showToast(error instanceof ApiError ? refusal(error) : error.message, 'error');
    },
    // Bets, offers and the wallet (all under ['account']): the money moved either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [myBetsQueryKey[0]] }),
  });
  const amount = money(offer.stake * 100);
  const horse = `${offer.horseNo}. ${offer.horse}`;
  return (
    <Alert severity="info" data-testid="review-offer" aria-live="polite">
      <AlertTitle>{t('myBets.offer.title', { ticket: offer.ticketNumber })}</AlertTitle>
      {t('myBets.offer.message', {
        amount,
        odds: offer.odds,
        horse,
        race: `${offer.venueName} R${offer.raceNumber}`,
        betAmount: money(offer.betStake * 100),
        betOdds: offer.betOdds,
      })}{' '}
      {isOver ? (
        t('myBets.offer.expired')
      ) : (
        <span role="timer">{t('slip.counterOffer.countdown', { seconds })}</span>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {!isOver && (
          <Button
            variant="contained"
            onClick={() => answer.mutate('accept')}
            loading={answer.isPending && answer.variables === 'accept'}
            disabled={answer.isPending}
            sx={{ minHeight: 44 }}
          >
            {t('myBets.offer.accept', { amount, odds: offer.odds })}
          </Button>
        )}
        {!isOver && (
          <Button
            variant="outlined"
            onClick={() => answer.mutate('decline')}
            disabled={answer.isPending}
            sx={{ minHeight: 44 }}
          >
            {t('slip.counterOffer.decline')}
          </Button>
        )}
      </Box>
    </Alert>
  );
}
