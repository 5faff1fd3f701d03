import { LEGAL_MESSAGES } from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { findStateMode } from './legal-states.queries';

/**
 * A state OFF takes no registrations (decision 063): 403 STATE_NOT_LIVE naming the state. The
 * state is what the registration itself says, so the refusal tells nobody anything about
 * accounts. WIND_DOWN still registers (the player can do nothing that moves money in).
 */
export async function refuseRegistrationFromClosedState(
  db: Executor,
  state: string,
): Promise<void> {
  const mode = await findStateMode(db, state);
  if (mode === 'OFF')
    throw new AppError('STATE_NOT_LIVE', LEGAL_MESSAGES.registrationClosed(state), undefined, {
      state,
      mode,
    });
}
