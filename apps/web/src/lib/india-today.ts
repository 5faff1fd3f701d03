import { indiaDayBounds, indiaDayOf } from '@furlong/contract';
import { useEffect, useState } from 'react';

/** Today's India-time day; rolls over at IST midnight, so a page left open overnight moves on. */
export function useIndiaToday(): string {
  const [today, setToday] = useState(() => indiaDayOf(Date.now()));
  useEffect(() => {
    const untilMidnight = indiaDayBounds(today).end.getTime() - Date.now();
    const timer = setTimeout(
      () => setToday(indiaDayOf(Date.now())),
      Math.max(untilMidnight, 0) + 1000,
    );
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
