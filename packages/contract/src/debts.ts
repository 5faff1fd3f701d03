import { z } from 'zod';
import { OPERATOR_MESSAGES } from './operators';

/**
 * What players owe after a corrected result took back winnings they had spent
 * (docs/decisions/030-player-debts.md). Amounts in rupees.
 */

/** One movement of a player's debt: recorded (amount < 0), paid or written off (amount > 0). */
export const debtEventSchema = z.object({
  transferId: z.uuid(),
  at: z.iso.datetime(),
  /** The ledger transfer's kind: SETTLEMENT_REVERSAL, BET_REFUND, ADJUSTMENT, DEBT_WRITE_OFF... */
  kind: z.string(),
  memo: z.string().nullable(),
  amount: z.number(),
});
export type DebtEvent = z.infer<typeof debtEventSchema>;

export const playerDebtSchema = z.object({
  playerUid: z.uuid(),
  playerName: z.string(),
  /** What the player owes now, rupees (> 0). */
  owed: z.number(),
  /** When the oldest movement still part of this debt happened. */
  since: z.iso.datetime(),
  /** Why: the memo of the correction that first recorded it. */
  cause: z.string(),
  history: z.array(debtEventSchema),
});
export type PlayerDebt = z.infer<typeof playerDebtSchema>;

export const playerDebtsResponseSchema = z.object({ debts: z.array(playerDebtSchema) });
export type PlayerDebtsResponse = z.infer<typeof playerDebtsResponseSchema>;

export const writeOffDebtBodySchema = z.object({
  reason: z.string().trim().min(3, OPERATOR_MESSAGES.reason).max(200, OPERATOR_MESSAGES.reason),
});
export type WriteOffDebtBody = z.infer<typeof writeOffDebtBodySchema>;

export const debtWrittenOffResponseSchema = z.object({
  transferId: z.uuid(),
  playerUid: z.uuid(),
  writtenOff: z.number(),
});
export type DebtWrittenOffResponse = z.infer<typeof debtWrittenOffResponseSchema>;
