import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { secondsLeft, type HeldCounterOffer } from '../counter-offer';

interface CounterOfferAlertProps {
  held: HeldCounterOffer;
  horse: string;
  isPending: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The largest stake the book takes on a line (decision 072), with the seconds left to take it.
 * Once they run out only Decline is left: the server would refuse the offer anyway.
 */
export function CounterOfferAlert({
  held,
  horse,
  isPending,
  onAccept,
  onDecline,
}: CounterOfferAlertProps) {
  const { t, money } = useT();
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(held, now);
  const isOver = seconds === 0;
  useEffect(() => {
    if (isOver) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isOver]);
  const amount = money(held.offer.maxStake * 100);
  return (
    <Alert severity="info" data-testid="counter-offer" aria-live="polite">
      <AlertTitle>{t('slip.counterOffer.title')}</AlertTitle>
      {t('slip.counterOffer.message', { amount, horse })}{' '}
      {seconds > 0 ? (
        <span role="timer">{t('slip.counterOffer.countdown', { seconds })}</span>
      ) : (
        t('slip.counterOffer.expired')
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {seconds > 0 && (
          <Button variant="contained" onClick={onAccept} loading={isPending} sx={{ minHeight: 44 }}>
            {t('slip.counterOffer.accept', { amount })}
          </Button>
        )}
        <Button variant="outlined" onClick={onDecline} disabled={isPending} sx={{ minHeight: 44 }}>
          {t('slip.counterOffer.decline')}
        </Button>
      </Box>
    </Alert>
  );
}
