import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerAccounts } from './ledger.schema';

/**
 * A player's pockets. Cash is kept as two accounts because only winnings may be withdrawn:
 * deposits (retail cash-in, adjustments) and winnings. Stakes spend deposits first.
 */
export const PLAYER_POCKETS = ['cash-deposits', 'cash-winnings', 'bonus'] as const;
export type PlayerPocket = (typeof PLAYER_POCKETS)[number];

/** House accounts; the busy ones are spread over shards so no row is written by every bet. */
export const HOUSE_ACCOUNTS = [
  'book',
  'gst-payable',
  'tds-payable',
  'payout-clearing',
  'retail-cash-in',
  /** Debts recorded before each player had a receivable; moved to them by migration 0029. */
  'player-receivables',
  /** Withdrawals the payout provider confirmed: money that has left for players' banks. */
  'external-payouts',
  /** Player debts an operator wrote off (decision 030). */
  'bad-debt',
  /** Deposits the payment provider confirmed: money that came in from players' banks (069). */
  'external-deposits',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];
export const HOUSE_SHARDS = 16;

export const playerAccountCode = (playerId: string, pocket: PlayerPocket) =>
  `player:${playerId}:${pocket}`;
export const houseAccountCode = (account: HouseAccount, shard: number) =>
  `house:${account}:${shard}`;

export type PlayerAccounts = Record<PlayerPocket, string>;

/**
 * What a player owes the house (a corrected result took back winnings already spent): a
 * running balance never above zero. Any credit to the player's cash pays it first, inside
 * ledger_post_transfer (db/functions/ledger_post_transfer.sql, decision 030).
 */
export const PLAYER_RECEIVABLE = 'receivable';
export const playerReceivableCode = (playerId: string) => `player:${playerId}:${PLAYER_RECEIVABLE}`;

/** Opens the player's pockets if they are not there yet; answers their ids. */
export async function ensurePlayerAccounts(
  db: Executor,
  playerId: string,
): Promise<PlayerAccounts> {
  await db
    .insert(ledgerAccounts)
    .values([
      ...PLAYER_POCKETS.map((pocket) => ({
        code: playerAccountCode(playerId, pocket),
        kind: pocket,
        playerId,
        balance: 0n,
      })),
      { code: playerReceivableCode(playerId), kind: PLAYER_RECEIVABLE, playerId, balance: 0n },
    ])
    .onConflictDoNothing();
  return findPlayerAccounts(db, playerId);
}

export async function findPlayerAccounts(db: Executor, playerId: string): Promise<PlayerAccounts> {
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.playerId, playerId), inArray(ledgerAccounts.kind, [...PLAYER_POCKETS])),
    );
  const ids = Object.fromEntries(rows.map((row) => [row.kind, row.id])) as Partial<PlayerAccounts>;
  if (!ids['cash-deposits'] || !ids['cash-winnings'] || !ids.bonus)
    return ensurePlayerAccounts(db, playerId);
  return ids as PlayerAccounts;
}

/** The player's receivable account, opened if it is not there yet. */
export async function findPlayerReceivable(db: Executor, playerId: string): Promise<string> {
  await ensurePlayerAccounts(db, playerId);
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, playerReceivableCode(playerId)));
  if (!row) throw new Error(`player ${playerId} has no receivable`);
  return row.id;
}

/**
 * Locks the player's pockets and receivable (always in id order, so two transfers never wait
 * on each other in opposite orders: ledger_post_transfer locks a credited player's accounts in
 * the same order) and answers the pockets' balances, for a transfer that must decide how to
 * split an amount between them.
 */
export async function lockPlayerPockets(
  db: Executor,
  accounts: PlayerAccounts,
): Promise<Record<PlayerPocket, bigint>> {
  const owner = db
    .select({ playerId: ledgerAccounts.playerId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accounts['cash-deposits']));
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.playerId, owner),
        inArray(ledgerAccounts.kind, [...PLAYER_POCKETS, PLAYER_RECEIVABLE]),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return Object.fromEntries(rows.map((row) => [row.kind, row.balance ?? 0n])) as Record<
    PlayerPocket,
    bigint
  >;
}

/**
 * findPlayerAccounts and lockPlayerPockets in one round trip, for the bet path: the player's
 * pockets, opened if new, locked in id order (the same order as lockPlayerPockets).
 */
export async function lockPocketsOfPlayer(
  db: Executor,
  playerId: string,
): Promise<{ accounts: PlayerAccounts; balances: Record<PlayerPocket, bigint> }> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const rows = await db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.playerId, playerId),
          inArray(ledgerAccounts.kind, [...PLAYER_POCKETS]),
        ),
      )
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    if (rows.length === PLAYER_POCKETS.length) {
      return {
        accounts: Object.fromEntries(rows.map((row) => [row.kind, row.id])) as PlayerAccounts,
        balances: Object.fromEntries(rows.map((row) => [row.kind, row.balance ?? 0n])) as Record<
          PlayerPocket,
          bigint
        >,
      };
    }
    await ensurePlayerAccounts(db, playerId);
  }
  throw new Error(`player ${playerId} has no complete set of pockets`);
}

/**
 * A house account shard's id. Derived from its code, so it needs no lookup on the bet path;
 * ensureHouseAccounts (run at boot) makes sure the rows exist.
 */
export function houseAccountId(account: HouseAccount, shard = 0): string {
  const hex = createHash('sha256')
    .update(houseAccountCode(account, shard % HOUSE_SHARDS))
    .digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const HOUSE_ACCOUNT_IDS = new Set(
  HOUSE_ACCOUNTS.flatMap((account) =>
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => houseAccountId(account, shard)),
  ),
);

/** House accounts keep no running balance (see ledger.schema.ts). */
export const isHouseAccount = (accountId: string): boolean => HOUSE_ACCOUNT_IDS.has(accountId);

export async function ensureHouseAccounts(db: Executor): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(
      HOUSE_ACCOUNTS.flatMap((account) =>
        Array.from({ length: HOUSE_SHARDS }, (_, shard) => ({
          id: houseAccountId(account, shard),
          code: houseAccountCode(account, shard),
          kind: account,
          balance: null,
        })),
      ),
    )
    .onConflictDoNothing();
}

/** A shard picked at random: spreads concurrent bets over the house rows' index pages too. */
export const randomShard = (): number => Math.floor(Math.random() * HOUSE_SHARDS);
