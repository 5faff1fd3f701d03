import { AML_THRESHOLDS } from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** An India calendar month as a half-open UTC interval, and its label (2031-03). */
export interface MonthWindow {
  month: string;
  start: Date;
  end: Date;
}

/** The maker-checker thresholds structuring stays under, in paise. */
export interface StructuringThresholds {
  /** WITHDRAWAL_REVIEW_RUPEES: a withdrawal above it waits for two operators. */
  withdrawalReviewPaise: bigint;
  /** ADJUSTMENT_APPROVAL_RUPEES: a cash-in past it waits for a second operator. */
  cashInApprovalPaise: bigint;
}

const MONTHLY_CASH_PAISE = BigInt(AML_THRESHOLDS.monthlyCashRupees) * 100n;
const LITTLE_BETTING_PAID_IN_PAISE = BigInt(AML_THRESHOLDS.littleBettingPaidInRupees) * 100n;
/** A paise amount as a query parameter (bigint travels as text on both drivers). */
const paise = (amount: bigint) => sql`${amount.toString()}::bigint`;
/** Money paid in: a counter's cash-in or a deposit, credited to the player's deposits. */
const PAID_IN_KINDS = sql`('RETAIL_CASH_IN', 'DEPOSIT')`;
const STAKE_KINDS = sql`('BET_STAKE', 'TOTE_STAKE')`;

/**
 * Inserts the alerts a select finds; the unique (player, rule, period) index keeps each once,
 * so a re-run (or two instances at once) raises nothing twice. Answers how many are new.
 */
async function raise(db: Executor, rule: string, found: SQL): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into aml_alerts (player_id, rule, period, figures)
      select found.player_id, ${rule}, found.period, found.figures from (${found}) found
      on conflict (player_id, rule, period) do nothing
      returning id`,
  );
  return rows.length;
}

/**
 * Each player's money in the month: paid in, withdrawn (not failed) and staked, in paise.
 * Ledger entries are read through their created_at BRIN index; withdrawals by their own date.
 */
function moneyOfMonth(window: MonthWindow): SQL {
  const { start, end } = window;
  return sql`with player_legs as (
      select account.player_id, transfer.kind, entry.amount
      from ledger_entries entry
      join ledger_accounts account on account.id = entry.account_id and account.player_id is not null
      join ledger_transfers transfer on transfer.id = entry.transfer_id
      where entry.created_at >= ${start.toISOString()}::timestamptz
        and entry.created_at < ${end.toISOString()}::timestamptz
        and (transfer.kind in ${PAID_IN_KINDS} or transfer.kind in ${STAKE_KINDS})
    ), paid as (
      select player_id,
        coalesce(sum(amount) filter (where kind in ${PAID_IN_KINDS} and amount > 0), 0) as paid_in,
        coalesce(-sum(amount) filter (where kind in ${STAKE_KINDS} and amount < 0), 0) as staked
      from player_legs group by player_id
    ), taken as (
      select player_id, sum(amount_paise) as withdrawn
      from withdrawals
      where status <> 'FAILED'
        and created_at >= ${start.toISOString()}::timestamptz
        and created_at < ${end.toISOString()}::timestamptz
      group by player_id
    )
    select coalesce(paid.player_id, taken.player_id) as player_id,
      coalesce(paid.paid_in, 0) as paid_in, coalesce(taken.withdrawn, 0) as withdrawn,
      coalesce(paid.staked, 0) as staked
    from paid full join taken on taken.player_id = paid.player_id`;
}

/** Rupees of a paise column, for the alert's figures (exact: integer division kept to 2 places). */
const rupees = (column: SQL) => sql`round(${column} / 100.0, 2)`;

/** Cash in above ₹10 lakh, cash out above ₹10 lakh, and paid in then withdrawn with little betting. */
export async function raiseMonthlyMoneyAlerts(db: Executor, window: MonthWindow) {
  const money = moneyOfMonth(window);
  const figures = sql`jsonb_build_object('paidIn', ${rupees(sql`money.paid_in`)},
    'withdrawn', ${rupees(sql`money.withdrawn`)}, 'staked', ${rupees(sql`money.staked`)})`;
  const period = sql`${window.month}::text`;
  const cashIn = await raise(
    db,
    'CASH_IN_ABOVE_LIMIT',
    sql`select money.player_id, ${period} as period, ${figures} as figures from (${money}) money
      where money.paid_in > ${paise(MONTHLY_CASH_PAISE)}`,
  );
  const cashOut = await raise(
    db,
    'CASH_OUT_ABOVE_LIMIT',
    sql`select money.player_id, ${period} as period, ${figures} as figures from (${money}) money
      where money.withdrawn > ${paise(MONTHLY_CASH_PAISE)}`,
  );
  // Integer arithmetic on paise: withdrawn >= 50% of paid in, staked < 50% of paid in.
  const littleBetting = await raise(
    db,
    'LITTLE_BETTING',
    sql`select money.player_id, ${period} as period, ${figures} as figures from (${money}) money
      where money.paid_in >= ${paise(LITTLE_BETTING_PAID_IN_PAISE)}
        and money.withdrawn * 100 >= money.paid_in * ${AML_THRESHOLDS.littleBettingWithdrawnPercent}
        and money.staked * 100 < money.paid_in * ${AML_THRESHOLDS.littleBettingStakedPercent}`,
  );
  return cashIn + cashOut + littleBetting;
}

/**
 * Structuring: three or more withdrawals in the month each at 90-100% of the withdrawal review
 * threshold, or three or more cash-ins each at 90-100% of the hand-money approval threshold.
 */
export async function raiseStructuringAlerts(
  db: Executor,
  window: MonthWindow,
  thresholds: StructuringThresholds,
) {
  const { start, end } = window;
  const floor = (paise: bigint) => (paise * BigInt(AML_THRESHOLDS.structuringFloorPercent)) / 100n;
  const { withdrawalReviewPaise: review, cashInApprovalPaise: approval } = thresholds;
  return raise(
    db,
    'STRUCTURING',
    sql`with near_withdrawals as (
        select player_id, count(*) as n from withdrawals
        where status <> 'FAILED' and amount_paise >= ${paise(floor(review))} and amount_paise <= ${paise(review)}
          and created_at >= ${start.toISOString()}::timestamptz
          and created_at < ${end.toISOString()}::timestamptz
        group by player_id
      ), near_cash_ins as (
        select account.player_id, count(*) as n
        from ledger_entries entry
        join ledger_accounts account on account.id = entry.account_id and account.player_id is not null
        join ledger_transfers transfer on transfer.id = entry.transfer_id
        where transfer.kind in ${PAID_IN_KINDS} and entry.amount >= ${paise(floor(approval))}
          and entry.amount <= ${paise(approval)}
          and entry.created_at >= ${start.toISOString()}::timestamptz
          and entry.created_at < ${end.toISOString()}::timestamptz
        group by account.player_id
      )
      select coalesce(w.player_id, c.player_id) as player_id, ${window.month}::text as period,
        jsonb_build_object('withdrawalsNearThreshold', coalesce(w.n, 0),
          'withdrawalThreshold', ${rupees(paise(review))},
          'cashInsNearThreshold', coalesce(c.n, 0),
          'cashInThreshold', ${rupees(paise(approval))}) as figures
      from near_withdrawals w full join near_cash_ins c on c.player_id = w.player_id
      where coalesce(w.n, 0) >= ${AML_THRESHOLDS.structuringCount}
         or coalesce(c.n, 0) >= ${AML_THRESHOLDS.structuringCount}`,
  );
}

/**
 * Players who share a bank account or a VPA (beneficiaries.identity_hash, decision 047) or a
 * device (sessions.device_hash). The period is the shared identifier's keyed hash: one alert
 * per player and identifier, however long they keep sharing it.
 */
export async function raiseSharingAlerts(db: Executor) {
  const accounts = (type: 'BANK' | 'VPA') =>
    sql`select own.player_id, own.identity_hash as period,
        jsonb_build_object('players', count(distinct other.player_id) + 1,
          'sharedWith', jsonb_agg(distinct other.player_id)) as figures
      from beneficiaries own
      join beneficiaries other on other.identity_hash = own.identity_hash
        and other.player_id <> own.player_id
      where own.identity_hash is not null and own.type = ${type}
      group by own.player_id, own.identity_hash
      having count(distinct other.player_id) + 1 >= ${AML_THRESHOLDS.sharedAccountPlayers}`;
  const bank = await raise(db, 'SHARED_BANK_ACCOUNT', accounts('BANK'));
  const vpa = await raise(db, 'SHARED_VPA', accounts('VPA'));
  const device = await raise(
    db,
    'SHARED_DEVICE',
    sql`with devices as (
        select distinct player_id, device_hash from sessions where device_hash is not null
      )
      select own.player_id, own.device_hash as period,
        jsonb_build_object('players', count(distinct other.player_id) + 1,
          'sharedWith', jsonb_agg(distinct other.player_id)) as figures
      from devices own
      join devices other on other.device_hash = own.device_hash and other.player_id <> own.player_id
      group by own.player_id, own.device_hash
      having count(distinct other.player_id) + 1 >= ${AML_THRESHOLDS.sharedDevicePlayers}`,
  );
  return bank + vpa + device;
}
