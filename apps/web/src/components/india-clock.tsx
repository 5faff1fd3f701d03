import { INDIA_TIME_ZONE } from '@furlong/contract';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatIndiaClock(instant: Date): string {
  return clockFormat.format(instant);
}

/** Race times are India time wherever the player is, so the clock is too. */
export function IndiaClock() {
  const [now, setNow] = useState(() => new Date());
  const { t } = useT();

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Typography
      component="time"
      dateTime={now.toISOString()}
      aria-label={t('shell.indiaTime', { time: formatIndiaClock(now) })}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {formatIndiaClock(now)}
      <Typography
        component="span"
        sx={{ ml: 0.5, fontSize: 12, opacity: 0.8, display: { xs: 'none', sm: 'inline' } }}
        aria-hidden
      >
        IST
      </Typography>
    </Typography>
  );
}
