import type { ErrorCode } from '@furlong/contract';

/*
 * What TypeScript and the database functions in this folder must agree on, declared once
 * (decision 085): the advisory lock keys, the refusals the bet path raises and the typed
 * parameters the placement functions take. The SQL sides are checked against this file by
 * contract.test.ts, which reads every function source, and context-types.test.ts, which reads
 * the composite types' fields from the database.
 */

/**
 * How a lock uses its key: `session` is a single bigint key held by a connection
 * (pg_advisory_lock(key)); `namespace` is the first of two int keys, the second a hash of
 * the thing locked (pg_advisory_xact_lock(key, hashtext(id))). PostgreSQL keeps the two
 * forms apart, but a key here still serves one thing only.
 */
type LockForm = 'session' | 'namespace';

interface AdvisoryLock {
  key: number;
  form: LockForm;
  /** The function sources that write the key as a literal (SQL cannot import it). */
  sql: readonly string[];
}

/** Every advisory lock key of ours, each used for one thing. A new lock takes the next key. */
export const ADVISORY_LOCKS = {
  /** Migrations and function sources, applied by one booting server at a time (db/client.ts). */
  migrations: { key: 7_240_311, form: 'session', sql: [] },
  /**
   * A race's betting (races/race-betting-lock.ts): a bet holds it shared, a change to the race
   * exclusive. Handed to place_bet_slip and place_multiple in their context (betting_lock).
   */
  raceBetting: { key: 7_240_312, form: 'namespace', sql: [] },
  /** An Idempotency-Key held by its request's transaction (take_idempotency_key). */
  idempotencyKey: { key: 7_240_313, form: 'namespace', sql: ['take_idempotency_key'] },
  /** The week of demonstration races laid by one booting server at a time (db/client.ts). */
  seedWeek: { key: 7_240_314, form: 'session', sql: [] },
  /** A runner's liability under a trader's limit (decision 035): bets on it one at a time. */
  runnerLiability: {
    key: 7_240_315,
    form: 'namespace',
    sql: [
      'place_bet_slip',
      'place_bet_slip_once',
      'runner_liability_held',
      'add_runner_liabilities',
    ],
  },
  /** A state's mode (decision 063): a bet holds it shared, a change of mode exclusive. */
  stateMode: { key: 7_240_316, form: 'namespace', sql: ['enforce_state_live'] },
  /** The demonstration data seeded by one booting server at a time (db/client.ts). */
  seed: { key: 7_240_317, form: 'session', sql: [] },
  /** The job queue's tables installed by one booting server at a time (db/client.ts). */
  jobsSetup: { key: 7_240_318, form: 'session', sql: [] },
} as const satisfies Record<string, AdvisoryLock>;

/**
 * What the Idempotency-Key keeps when the bet path refuses: `ANSWER`, the refusal is the key's
 * answer and every replay gets it; `NOTHING`, not even the key, so a retry is checked afresh
 * (a protection, a suspension, a limit, a state not LIVE); `OFFER`, nothing but the
 * counter-offer, recorded to be taken (decision 072).
 */
export type RefusalKeeps = 'ANSWER' | 'NOTHING' | 'OFFER';

/** Which module renders a refusal into its AppError. */
type RefusalFamily = 'slip' | 'ledger' | 'trading' | 'protection' | 'state' | 'idempotency';

interface Refusal {
  /** The name the rendering module calls it by. */
  name: string;
  family: RefusalFamily;
  /** The AppError code the API answers it with. */
  error: ErrorCode;
  keeps: RefusalKeeps;
}

/**
 * Every SQLSTATE of our own that the bet path's functions raise, with the API's error code and
 * what the Idempotency-Key keeps. The `EXCEPTION WHEN` lists of place_bet_slip_once and
 * place_multiple_once are tested against `keeps`; the maps that render a refusal are keyed by it.
 */
export const REFUSALS = {
  FB001: { name: 'raceClosed', family: 'slip', error: 'RACE_CLOSED', keeps: 'ANSWER' },
  FB002: { name: 'selectionUnavailable', family: 'slip', error: 'CONFLICT', keeps: 'ANSWER' },
  FB003: { name: 'oddsChanged', family: 'slip', error: 'ODDS_CHANGED', keeps: 'ANSWER' },
  FB004: {
    name: 'insufficientFunds',
    family: 'slip',
    error: 'INSUFFICIENT_FUNDS',
    keeps: 'ANSWER',
  },
  FL001: {
    name: 'insufficientFunds',
    family: 'ledger',
    error: 'INSUFFICIENT_FUNDS',
    keeps: 'ANSWER',
  },
  FB005: { name: 'suspended', family: 'trading', error: 'SUSPENDED', keeps: 'NOTHING' },
  FB006: { name: 'liabilityLimit', family: 'trading', error: 'LIABILITY_LIMIT', keeps: 'NOTHING' },
  FB007: { name: 'counterOffer', family: 'trading', error: 'COUNTER_OFFER', keeps: 'OFFER' },
  FB008: {
    name: 'counterOfferUnavailable',
    family: 'trading',
    error: 'COUNTER_OFFER_UNAVAILABLE',
    keeps: 'NOTHING',
  },
  FP001: { name: 'selfExcluded', family: 'protection', error: 'SELF_EXCLUDED', keeps: 'NOTHING' },
  FP002: { name: 'timedOut', family: 'protection', error: 'TIMED_OUT', keeps: 'NOTHING' },
  FP003: { name: 'limitReached', family: 'protection', error: 'LIMIT_REACHED', keeps: 'NOTHING' },
  FP004: { name: 'accountClosed', family: 'protection', error: 'FORBIDDEN', keeps: 'NOTHING' },
  FS001: { name: 'stateNotLive', family: 'state', error: 'STATE_NOT_LIVE', keeps: 'NOTHING' },
  /** The key was claimed meanwhile by a request of an older version, which holds it. */
  FI001: {
    name: 'keyInFlight',
    family: 'idempotency',
    error: 'IDEMPOTENCY_IN_FLIGHT',
    keeps: 'NOTHING',
  },
} as const satisfies Record<string, Refusal>;

type Refusals = typeof REFUSALS;
export type RefusalCode = keyof Refusals;

/** The SQLSTATEs whose refusal is the Idempotency-Key's stored answer. */
export type StoredRefusalCode = {
  [Code in RefusalCode]: Refusals[Code]['keeps'] extends 'ANSWER' ? Code : never;
}[RefusalCode];

/** One family's SQLSTATEs by name, as its module calls them: { selfExcluded: 'FP001', ... }. */
export type RefusalsOf<Family extends RefusalFamily> = {
  [
    Code in RefusalCode as Refusals[Code]['family'] extends Family ? Refusals[Code]['name'] : never
  ]: Code;
};

export function refusalsOf<Family extends RefusalFamily>(family: Family): RefusalsOf<Family> {
  return Object.fromEntries(
    Object.entries(REFUSALS)
      .filter(([, refusal]) => refusal.family === family)
      .map(([code, refusal]) => [refusal.name, code]),
  ) as RefusalsOf<Family>;
}

/** What the Idempotency-Key keeps after `code`; undefined for a SQLSTATE not in the table. */
export const refusalKeeps = (code: string): RefusalKeeps | undefined =>
  (REFUSALS as Record<string, Refusal | undefined>)[code]?.keeps;

/*
 * The placement functions' typed parameters (decision 040): each a composite type in the
 * database, built in TypeScript as JSON and read back by jsonb_populate_record, which drops an
 * unknown field and leaves a missing one null without a word; context-types.test.ts holds each
 * interface to its type's fields. Amounts in paise, prices in hundredths.
 */

/** A slip line as place_bet_slip takes it: priced at the price the player saw, in paise. */
export interface PricedLine {
  id: string;
  selection: string;
  fixture: string;
  market: string;
  horseNo: number;
  priceHundredths: number;
  stake: number;
  faceValue: number;
  cgst: number;
  sgst: number;
  roundOff: number;
  status: 'ACCEPTED' | 'CONFIRMED';
  /** The counter-offer the line takes (decision 072). */
  counterOffer?: string;
}

/**
 * One slip as place_bet_slip takes it: the composite type bet_slip_context (decision 040), field
 * for field. Built only by slipContextOf (modules/bets/slip-context.ts).
 */
export interface BetSlipContext {
  player: string;
  key: string;
  scope: string;
  request_hash: string;
  slip: string;
  placed_at: string;
  lines: PricedLine[];
  gst_rate_bp: number;
  book_account: string;
  gst_account: string;
  betting_lock: number;
  open_statuses: readonly string[];
  channel: string;
  /** The request placing it: a stored refusal names it on every replay. */
  request_id: string;
}

export type EachWayPart = 'WIN' | 'PLACE';

/** One part of a leg to check: the selection and the price the player saw, in hundredths. */
export interface LegPart {
  index: number;
  /** NULL: not each-way (the leg's one part). */
  part: EachWayPart | null;
  fixture: string;
  /** The selection the request named. */
  named: string;
  /** The selection struck; null for a PLACE part: the named runner's Place selection. */
  selection: string | null;
  market: string;
  priceHundredths: number;
}

/** One bet as place_multiple takes it, priced with the contract's slip arithmetic. */
export interface PricedMultipleBet {
  id: string;
  /** Its number in the multiple's ticket, from 1. */
  number: number;
  part: EachWayPart | null;
  legs: number[];
  stake: number;
  faceValue: number;
  cgst: number;
  sgst: number;
  roundOff: number;
}

/**
 * One multiple as place_multiple takes it: the composite type multiple_context (decision 061),
 * field for field. Built only by multipleContextOf (modules/bets/multiple-context.ts).
 */
export interface MultipleContext {
  player: string;
  key: string;
  scope: string;
  request_hash: string;
  multiple: string;
  placed_at: string;
  kind: string;
  status: 'ACCEPTED' | 'CONFIRMED';
  potential_payout_paise: number;
  max_payout_paise: number;
  legs: LegPart[];
  bets: PricedMultipleBet[];
  gst_rate_bp: number;
  book_account: string;
  gst_account: string;
  betting_lock: number;
  open_statuses: readonly string[];
  channel: string;
  request_id: string;
  /** The counter-offer the multiple takes (decision 078). */
  counter_offer: string | null;
}
