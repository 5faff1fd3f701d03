import { z } from 'zod';

/**
 * Where the product may run (decision 063). Each state and union territory of the
 * registration's list has one mode: LIVE (everything), WIND_DOWN (no new bets, tickets,
 * deposits or promotions; open bets settle; withdrawals stay open) or OFF (as WIND_DOWN, and
 * registrations from the state are refused). A player's state is the one given at registration.
 */
export const LEGAL_MODES = ['OFF', 'WIND_DOWN', 'LIVE'] as const;
export const legalModeSchema = z.enum(LEGAL_MODES, 'Choose OFF, WIND_DOWN or LIVE');
export type LegalMode = z.infer<typeof legalModeSchema>;

/** A signed-in player's own state's mode, with the operator's reason when it is not LIVE. */
export const playerLegalStatusSchema = z.object({
  mode: legalModeSchema,
  reason: z.string().nullable(),
});
export type PlayerLegalStatus = z.infer<typeof playerLegalStatusSchema>;
