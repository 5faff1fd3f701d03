import { createContext, useContext } from 'react';
import type { RealtimeClient } from './realtime';

/** Null where no socket is wanted (tests, or a browser without WebSocket). */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}
