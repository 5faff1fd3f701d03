import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';

export interface BetDeps {
  db: Database;
  clock: Clock;
  hub: RealtimeHub;
}
