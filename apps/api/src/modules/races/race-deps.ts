import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';

/** What every race verb needs: the database, the realtime hub and the server clock. */
export interface RaceDeps {
  db: Database;
  hub: RealtimeHub;
  clock: Clock;
}
