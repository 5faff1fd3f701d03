import type { DataCategory } from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Every table that holds a player's personal data, with the columns the export gives and the
 * ones it withholds (each with its reason). personal-data-tables.test.ts enumerates the
 * database's columns (information_schema) and fails when a column is in neither list, so a new
 * column of player data cannot miss the export (DPDP Act 2023 s. 11, decision 070).
 */
export interface PersonalTable {
  table: string;
  category: DataCategory;
  /**
   * Deleted by an erasure. Every other table stays under the legal hold (KYC, tax, money,
   * protections, and the records of consent and of requests), and the players row keeps
   * only what those records need.
   */
  isErased?: boolean;
  /** The player's rows; by default `player_id = $player`. */
  rowsOf?: (playerId: string) => SQL;
  /** The exported columns, separated by spaces. */
  columns: string;
  withheld?: Readonly<Record<string, string>>;
}

/**
 * Tables of a player's data that the law keeps from the player: money-laundering alerts and
 * suspicious transaction reports (PMLA 2002 s. 12 and the PML Rules 2005 keep a report
 * confidential, so telling the player would tip them off; the DPDP Act 2023 s. 17(1)(c) exempts
 * processing to prevent, detect or investigate an offence). Neither the summary nor the export
 * names them, and an erasure leaves them (decision 071).
 */
export const KEPT_FROM_THE_PLAYER: Readonly<Record<string, string>> = {
  aml_alerts: 'a money-laundering alert: confidential under PMLA s. 12 (DPDP Act s. 17(1)(c))',
  suspicious_transaction_reports:
    'a suspicious transaction report to FIU-IND: confidential under PMLA s. 12 (DPDP Act s. 17(1)(c))',
};

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    table: 'players',
    category: 'IDENTITY',
    rowsOf: (playerId) => sql`id = ${playerId}`,
    columns:
      'id brand email mobile firstname lastname date_of_birth state address1 address2 city password_changed_at email_verified_at mobile_verified_at kyc_status kyc_rejection_reason failed_logins locked_until accepted_terms_at created_at updated_at tax_number_masked frozen_at follow_emails language erased_at legal_hold_until stake_factor_hundredths',
    withheld: {
      password_hash: 'a secret (a hash or sealed key): it never leaves the server',
      tax_number: 'the sealed PAN: tax_number_masked is exported',
      tax_number_hash:
        'a keyed hash of the PAN that keeps one account per PAN: derived, and a secret',
    },
  },
  {
    table: 'player_consents',
    category: 'CONSENTS',
    columns: 'id player_id notice_version purposes screen given_at',
  },
  {
    table: 'player_protections',
    category: 'PROTECTIONS',
    columns:
      'player_id time_out_until self_excluded_until self_exclusion_return_at reality_check_minutes price_change_policy marketing_consent closed_at closed_reason updated_at',
  },
  {
    table: 'player_limits',
    category: 'PROTECTIONS',
    columns: 'player_id kind period amount_paise pending_amount_paise pending_from updated_at',
  },
  {
    table: 'protection_refusals',
    category: 'PROTECTIONS',
    columns: 'id player_id code kind period at',
  },
  {
    table: 'ledger_accounts',
    category: 'MONEY',
    columns: 'id code kind player_id balance created_at',
  },
  {
    table: 'ledger_entries',
    category: 'MONEY',
    rowsOf: (playerId) =>
      sql`account_id in (select id from ledger_accounts where player_id = ${playerId})`,
    columns: 'id transfer_id account_id amount created_at',
  },
  {
    table: 'counter_offers',
    category: 'BETS',
    columns:
      'id player_id selection_id max_stake_paise offered_at expires_at taken_at taken_slip_id bet_id price_hundredths offered_by declined_at',
  },
  {
    table: 'deposits',
    category: 'MONEY',
    columns:
      'id player_id amount_paise method vpa status provider provider_order_id provider_reference payment_url credit_transfer_id settled_by failure_reason last_checked_at created_at updated_at',
  },
  {
    table: 'withdrawals',
    category: 'MONEY',
    columns:
      'id player_id beneficiary_id amount_paise status connector hold_transfer_id final_transfer_id provider_reference failure_reason last_error attempts created_at updated_at last_sent_at first_approved_at',
    withheld: {
      reviewed_by: "an operator's identity: the staff member's personal data, not the player's",
      first_approved_by:
        "an operator's identity: the staff member's personal data, not the player's",
    },
  },
  {
    table: 'beneficiaries',
    category: 'MONEY',
    columns: 'id player_id type ifsc vpa destination connector created_at masked_account',
    withheld: {
      account_number: 'the sealed account number: masked_account is exported',
      identity_hash: 'a keyed hash of the account number: derived, and a secret',
    },
  },
  {
    table: 'payout_events',
    category: 'MONEY',
    rowsOf: (playerId) =>
      sql`withdrawal_id in (select id from withdrawals where player_id = ${playerId})`,
    columns: 'event_id withdrawal_id status payload received_at',
  },
  {
    table: 'adjustment_requests',
    category: 'MONEY',
    columns:
      'id player_id amount_paise pocket reason status decided_at rejection_reason transfer_id created_at kind reference',
    withheld: {
      maker_id: "an operator's identity: the staff member's personal data, not the player's",
      checker_id: "an operator's identity: the staff member's personal data, not the player's",
    },
  },
  {
    table: 'kyc_documents',
    category: 'KYC',
    columns: 'id player_id content_type size_bytes created_at sealed',
    withheld: {
      content:
        'the document as uploaded (sealed): its type, size and date are exported; support sends a copy on request',
    },
  },
  {
    table: 'kyc_approval_requests',
    category: 'KYC',
    columns: 'player_id requested_at',
    withheld: {
      operator_id: "an operator's identity: the staff member's personal data, not the player's",
      tax_number_hash: 'a keyed hash of the PAN: derived, and a secret',
    },
  },
  {
    table: 'bets',
    category: 'BETS',
    columns:
      'id ticket_number player_id slip_id fixture_id selection_id participant_id market horse_number horse_name price_hundredths stake_paise face_value_paise cgst_paise sgst_paise round_off_paise gst_rate_bp stake_from_deposits_paise stake_from_winnings_paise status placed_at stake_transfer_id total_win_paise tds_paise payout_paise deduction_bp settled_at settlement_transfer_id best_of_tote paid_price_source paid_price_hundredths best_of_tote_extra_paise rejection_reason',
  },
  {
    table: 'multiple_bets',
    category: 'BETS',
    columns:
      'id ticket_number multiple_ticket multiple_id player_id kind each_way_part stake_paise face_value_paise cgst_paise sgst_paise round_off_paise gst_rate_bp max_payout_paise stake_from_deposits_paise stake_from_winnings_paise status placed_at stake_transfer_id total_win_paise tds_paise payout_paise settled_at settlement_transfer_id rejection_reason',
  },
  {
    table: 'tote_tickets',
    category: 'BETS',
    columns:
      'id ticket_number player_id fixture_id pool selections box units combinations pool_paise cgst_paise sgst_paise gst_rate_bp stake_from_deposits_paise stake_from_winnings_paise status host host_reference placed_at stake_transfer_id total_win_paise tds_paise payout_paise refund_paise settled_at settlement_transfer_id',
  },
  {
    table: 'multi_race_tickets',
    category: 'BETS',
    columns:
      'id ticket_number player_id pool_id legs units lines pool_paise cgst_paise sgst_paise gst_rate_bp stake_from_deposits_paise stake_from_winnings_paise status host host_reference placed_at stake_transfer_id total_win_paise tds_paise payout_paise settled_at settlement_transfer_id',
  },
  {
    table: 'sessions',
    isErased: true,
    category: 'SIGN_IN',
    columns:
      'id player_id created_at last_activity_at expires_at revoked_at revoked_reason proved_at proof_scope browser os place',
    withheld: {
      device_hash:
        "a keyed hash of the device's random id, kept to find accounts sharing a device: derived, and a secret",
    },
  },
  {
    table: 'refresh_tokens',
    isErased: true,
    category: 'SIGN_IN',
    rowsOf: (playerId) =>
      sql`session_id in (select id from sessions where player_id = ${playerId})`,
    columns: 'id session_id created_at used_at',
    withheld: {
      token_hash: 'a secret (a hash or sealed key): it never leaves the server',
    },
  },
  {
    table: 'second_factors',
    isErased: true,
    category: 'SIGN_IN',
    columns: 'id player_id confirmed_at last_used_step created_at',
    withheld: {
      secret_sealed: 'a secret (a hash or sealed key): it never leaves the server',
      recovery_code_hashes: 'a secret (a hash or sealed key): it never leaves the server',
      operator_id: "always empty on a player's factor",
    },
  },
  {
    table: 'otp_codes',
    isErased: true,
    category: 'SIGN_IN',
    // Codes sent before the account existed carry the address only.
    rowsOf: (playerId) =>
      sql`player_id = ${playerId} or address in (select email from players where id = ${playerId}
        union all select mobile from players where id = ${playerId})`,
    columns:
      'id purpose address player_id attempts created_at expires_at consumed_at superseded_at',
    withheld: {
      code_hash: 'a secret (a hash or sealed key): it never leaves the server',
    },
  },
  {
    table: 'idempotency_keys',
    isErased: true,
    category: 'SIGN_IN',
    columns: 'player_id key scope response_status locked_at created_at',
    withheld: {
      request_hash: 'a hash of a request already exported as its bet or withdrawal',
      response_body: 'a stored reply repeating a bet or withdrawal already exported',
    },
  },
  {
    table: 'audit_log',
    category: 'SIGN_IN',
    rowsOf: (playerId) => sql`actor_id = ${playerId} or subject_id = ${playerId}`,
    columns: 'id at actor_type actor_id action subject_id ip details',
  },
  {
    table: 'outbox_messages',
    isErased: true,
    category: 'MESSAGES',
    rowsOf: (playerId) =>
      sql`"to" in (select email from players where id = ${playerId} union all select mobile from players where id = ${playerId} union all select id::text from players where id = ${playerId})`,
    columns:
      'id to channel purpose subject body created_at carrier delivered_at claimed_until attempts',
    withheld: {
      code: 'a one-time sign-in or confirmation code: a secret',
    },
  },
  {
    table: 'breach_notice_deliveries',
    category: 'MESSAGES',
    columns: 'notice_id player_id channel sent_at',
  },
  {
    table: 'player_follows',
    isErased: true,
    category: 'PREFERENCES',
    columns: 'player_id kind name name_key created_at',
  },
  {
    table: 'follow_notices',
    isErased: true,
    category: 'PREFERENCES',
    columns: 'id player_id participant_id fixture_id moment message created_at',
  },
  {
    table: 'push_subscriptions',
    isErased: true,
    category: 'PREFERENCES',
    columns: 'id player_id endpoint kinds created_at updated_at',
    withheld: {
      p256dh:
        "the browser's key a push is encrypted to: the browser's secret, not data about the player",
      auth: "the browser's push secret: it never leaves the server",
    },
  },
  {
    table: 'player_notices',
    isErased: true,
    category: 'MESSAGES',
    columns: 'id player_id kind fixture_id data created_at dismissed_at',
  },
  {
    table: 'data_requests',
    category: 'REQUESTS',
    columns: 'id player_id kind details status requested_at due_at closed_at outcome',
  },
  {
    table: 'data_request_events',
    category: 'REQUESTS',
    rowsOf: (playerId) =>
      sql`request_id in (select id from data_requests where player_id = ${playerId})`,
    columns: 'id request_id at actor_type action note',
    withheld: {
      actor_id: "an operator's identity: the staff member's personal data, not the player's",
    },
  },
];

export function exportedColumns(table: PersonalTable): string[] {
  return table.columns.split(' ');
}

export function rowsOfPlayer(table: PersonalTable, playerId: string): SQL {
  return table.rowsOf?.(playerId) ?? sql`player_id = ${playerId}`;
}
