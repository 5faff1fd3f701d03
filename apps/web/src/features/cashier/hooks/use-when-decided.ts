import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onDecided` once when a money transfer the player is watching (a deposit, a withdrawal)
 * leaves PENDING while on screen: the balance may have changed.
 */
export function useWhenDecided(status: string | undefined, onDecided: () => void): void {
  const lastStatus = useRef(status);
  const decided = useEffectEvent(onDecided);
  useEffect(() => {
    if (lastStatus.current === 'PENDING' && status !== 'PENDING') decided();
    lastStatus.current = status;
  }, [status]);
}
