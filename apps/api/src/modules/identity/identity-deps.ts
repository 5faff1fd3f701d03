import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../security/rate-limiter';
import type { ServerSecrets } from '../../security/server-secrets';
import type { Notifier } from '../notifications/notifier';

/** What the identity and cashier verbs need. */
export interface IdentityDeps {
  db: Database;
  clock: Clock;
  secrets: ServerSecrets;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  /** Where the web app is served (PUBLIC_URL): the base of links in messages. */
  publicUrl?: string;
}
