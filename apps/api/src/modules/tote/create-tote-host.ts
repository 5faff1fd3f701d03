import { createClubSandboxHost } from './club-sandbox-host';
import { createOwnHost } from './own-host';
import type { ToteHost, ToteHostName } from './tote-host';

/** The host TOTE_HOST names (decision 059). */
export function createToteHost(name: ToteHostName): ToteHost {
  return name === 'club-sandbox' ? createClubSandboxHost() : createOwnHost();
}
