import type { Executor } from '../../db/client';

/** PUSH: Web Push to the player's browsers; `to` is then the player's id (decision 081). */
export type NotificationChannel = 'EMAIL' | 'SMS' | 'PUSH';

/**
 * Purposes that contact a player about betting (follow notices, promotions, any push or SMS
 * about racing): such a message is written only with a clearance (decision 049).
 */
export const BETTING_CONTACT_PURPOSES: ReadonlySet<string> = new Set([
  'FOLLOW_NOTICE',
  'PROMOTION',
]);

declare const cleared: unique symbol;
/**
 * Proof that the protections' one rule (mayContactAboutBetting) said yes for this player now;
 * only protections/clear-betting-contact.ts makes one.
 */
export interface BettingContactClearance {
  readonly [cleared]: true;
  readonly playerId: string;
  readonly at: Date;
}

export interface Notification {
  /** Email address or 10-digit mobile; the player's id for a push. */
  to: string;
  channel: NotificationChannel;
  /** What the message is for, e.g. PASSWORD_RESET, VERIFY_EMAIL, KYC_APPROVED. */
  purpose: string;
  subject: string;
  body: string;
  /** A one-time code the body carries; only the dev outbox keeps it. */
  code?: string;
  /** The outbox row's id, set on delivery: the provider's idempotency key for a resend. */
  id?: string;
  /** Required for a purpose in BETTING_CONTACT_PURPOSES. */
  clearance?: BettingContactClearance;
}

/** Sends player messages by email or SMS through whichever channel is configured. */
export interface Notifier {
  /**
   * Resolves once the message is in the outbox table, written through `executor` when given
   * (so it commits or rolls back with what caused it) and then delivered by the
   * `notifications` job; without one, delivery starts at once, after the reply.
   */
  send(notification: Notification, executor?: Executor): Promise<void>;
  /**
   * Starts delivering waiting outbox rows now, after the reply, without waiting for the job:
   * called once a transaction that queued messages has committed. Safe beside the job (each
   * row is claimed before it is sent).
   */
  deliverSoon?(): void;
  /** Delivers outbox rows still waiting (the `notifications` job); answers how many. */
  deliverPending?(): Promise<number>;
  /** Resolves when every message handed over so far has been delivered or logged as failed. */
  drain?(): Promise<void>;
}
