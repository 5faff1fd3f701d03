import { z } from 'zod';
import { INDIAN_STATES, stateSchema } from './accounts';
import { legalModeSchema, type LegalMode } from './legal-mode';

export * from './legal-mode';

export const LEGAL_STATES = INDIAN_STATES;
export type LegalState = (typeof LEGAL_STATES)[number];

/** GET /api/legal/states: every state's mode, public. */
export const legalStateModeSchema = z.object({ state: stateSchema, mode: legalModeSchema });
export type LegalStateMode = z.infer<typeof legalStateModeSchema>;
export const legalStatesSchema = z.array(legalStateModeSchema);

export const LEGAL_MESSAGES = {
  reason: 'Please give the reason (3 to 500 characters)',
  reference: 'Please give the order or notification this rests on (3 to 200 characters)',
  /** The refusal a player reads (STATE_NOT_LIVE), naming the state and its mode. */
  stateNotLive: (state: string, mode: LegalMode) =>
    mode === 'OFF'
      ? `Furlong is not available in ${state}.`
      : `Furlong is winding down in ${state}: no new bets, deposits or promotions. You can still withdraw your balance.`,
  registrationClosed: (state: string) =>
    `Registrations from ${state} are closed: Furlong is not available in ${state}.`,
  pendingExists:
    'A change of this state is already waiting for approval: approve or reject it first.',
  payoutWhileLive: 'Pay-outs of a whole state are for a state in WIND_DOWN or OFF.',
} as const;

/** PUT /api/operator/legal/states/{state}: the maker's ask, or a second ADMIN's identical one. */
export const legalModeChangeBodySchema = z.object({
  mode: legalModeSchema,
  reason: z.string().trim().min(3, LEGAL_MESSAGES.reason).max(500, LEGAL_MESSAGES.reason),
  reference: z.string().trim().min(3, LEGAL_MESSAGES.reference).max(200, LEGAL_MESSAGES.reference),
});
export type LegalModeChangeBody = z.infer<typeof legalModeChangeBodySchema>;

/** POST /api/operator/legal/wind-down-all: every state to WIND_DOWN (a court order). */
export const legalWindDownAllBodySchema = legalModeChangeBodySchema.omit({ mode: true });
export type LegalWindDownAllBody = z.infer<typeof legalWindDownAllBodySchema>;

export const legalStateParamsSchema = z.object({ state: stateSchema });

/** What a change covers: one state, or ALL (the all-states wind-down). */
export const LEGAL_CHANGE_SCOPE_ALL = 'ALL';
export const LEGAL_CHANGE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const legalChangeStatusSchema = z.enum(LEGAL_CHANGE_STATUSES);

const operatorRefSchema = z.object({ uid: z.uuid(), name: z.string() });

export const legalModeChangeSchema = z.object({
  uid: z.uuid(),
  /** A state's name, or ALL. */
  scope: z.string(),
  mode: legalModeSchema,
  reason: z.string(),
  reference: z.string(),
  status: legalChangeStatusSchema,
  requestedBy: operatorRefSchema,
  requestedOn: z.iso.datetime(),
  decidedBy: operatorRefSchema.nullable(),
  decidedOn: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
});
export type LegalModeChange = z.infer<typeof legalModeChangeSchema>;
export const legalModeChangesSchema = z.array(legalModeChangeSchema);
export const legalChangesQuerySchema = z.object({
  status: legalChangeStatusSchema.default('PENDING'),
});
export const legalChangeParamsSchema = z.object({ uid: z.uuid() });

/** The console's view of a state: its mode and the last change's reason and reference. */
export const operatorLegalStateSchema = legalStateModeSchema.extend({
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  changedOn: z.iso.datetime().nullable(),
  /** Verified players of the state (KYC) and all players of it. */
  players: z.number().int(),
});
export type OperatorLegalState = z.infer<typeof operatorLegalStateSchema>;
export const operatorLegalStatesSchema = z.array(operatorLegalStateSchema);

/** Why a player of a state was not paid by the state's pay-out. */
export const LEGAL_UNPAID_REASONS = [
  'NO_KYC',
  'NO_BENEFICIARY',
  'BENEFICIARY_COOLING_OFF',
  'DEBT_OUTSTANDING',
  'CORRECTION_PENDING',
  'DAILY_LIMIT',
  /** A suspicious transaction report on the player is open (decision 071). */
  'WITHDRAWALS_HELD',
] as const;
export const legalUnpaidReasonSchema = z.enum(LEGAL_UNPAID_REASONS);
export type LegalUnpaidReason = z.infer<typeof legalUnpaidReasonSchema>;

/** POST /api/operator/legal/states/{state}/payouts: what the run paid and whom it could not. */
export const legalPayoutReportSchema = z.object({
  state: z.string(),
  paid: z.array(
    z.object({
      player: z.object({ uid: z.uuid(), name: z.string() }),
      /** Rupees held for the payout (the withdrawal's amount). */
      amount: z.number(),
      withdrawal: z.uuid(),
      /** PENDING: sent to the provider; REVIEW: waits for two operators, as any large withdrawal. */
      status: z.enum(['PENDING', 'REVIEW']),
    }),
  ),
  unpaid: z.array(
    z.object({
      player: z.object({ uid: z.uuid(), name: z.string() }),
      /** Rupees the player has that this run could not pay. */
      amount: z.number(),
      reason: legalUnpaidReasonSchema,
    }),
  ),
});
export type LegalPayoutReport = z.infer<typeof legalPayoutReportSchema>;
