import { indiaClockOf } from '@furlong/contract';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';

/**
 * HH:mm:ss in India time. India's offset is a whole number of minutes, so the seconds are UTC's;
 * no Intl time zone data is loaded while the app starts (decision 045).
 */
export function formatIndiaClock(instant: Date): string {
  return `${indiaClockOf(instant)}:${instant.toISOString().slice(17, 19)}`;
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
