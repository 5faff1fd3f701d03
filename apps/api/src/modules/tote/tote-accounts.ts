import { createHash } from 'node:crypto';
import { TOTE_POOLS, type TotePool } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../ledger/ledger.schema';

/**
 * The ledger accounts of the tote (issue 27, docs/rules.md "Tote pools"). Each pool of each race
 * has its own account holding the money paid into it (GST excluded: that goes to the existing
 * gst-payable house account); the house keeps four tote accounts of its own. Like the house
 * accounts, none of them keeps a running balance (balance null: their entries are their
 * balance), so no single row is written by every ticket, and each id is derived from its code,
 * so the sale path needs no lookup. Conservation per pool (rules.md):
 * payouts + commission + breakage + carry-forward out + refunds
 *   = gross + carry-forward in + minus-pool top-up.
 */

/** The kind of a pool's account. */
export const TOTE_POOL_KIND = 'tote-pool';

/** House accounts of the tote: where a pool's takeout, breakage, carry-forward and top-ups go. */
export const TOTE_HOUSE_ACCOUNTS = [
  /** Commission (takeout) kept from each pool. */
  'tote-commission',
  /** Dividends are rounded down to 10 paise per ₹10 unit: the remainder lands here. */
  'tote-breakage',
  /**
   * Money carried forward: an unbacked pool's net waits here for the same pool of the venue's
   * next race, which takes it in when it is worked out.
   */
  'tote-carry-forward',
  /** The house's top-ups of a minus pool (a dividend raised to the minimum): debited. */
  'tote-minus-pool',
] as const;
export type ToteHouseAccount = (typeof TOTE_HOUSE_ACCOUNTS)[number];

export const totePoolAccountCode = (fixtureId: string, pool: TotePool): string =>
  `tote:${fixtureId}:${pool}`;
export const toteHouseAccountCode = (account: ToteHouseAccount): string => `house:${account}:0`;

/** A name-based uuid from an account's code (the same derivation as houseAccountId). */
function accountIdOf(code: string): string {
  const hex = createHash('sha256').update(code).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The id of a race pool's account (ensureTotePoolAccounts makes sure it exists). */
export const totePoolAccountId = (fixtureId: string, pool: TotePool): string =>
  accountIdOf(totePoolAccountCode(fixtureId, pool));

/** The id of a tote house account (ensureToteHouseAccounts makes sure it exists). */
export const toteHouseAccountId = (account: ToteHouseAccount): string =>
  accountIdOf(toteHouseAccountCode(account));

/** Opens the pool accounts of a race (all seven unless told) if they are not there yet. */
export async function ensureTotePoolAccounts(
  db: Executor,
  fixtureId: string,
  pools: readonly TotePool[] = TOTE_POOLS,
): Promise<void> {
  if (pools.length === 0) return;
  await db
    .insert(ledgerAccounts)
    .values(
      pools.map((pool) => ({
        id: totePoolAccountId(fixtureId, pool),
        code: totePoolAccountCode(fixtureId, pool),
        kind: TOTE_POOL_KIND,
        balance: null,
      })),
    )
    .onConflictDoNothing();
}

/** Opens the tote's house accounts if they are not there yet (at boot, and before settling). */
export async function ensureToteHouseAccounts(db: Executor): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(
      TOTE_HOUSE_ACCOUNTS.map((account) => ({
        id: toteHouseAccountId(account),
        code: toteHouseAccountCode(account),
        kind: account,
        balance: null,
      })),
    )
    .onConflictDoNothing();
}

/** The kind of a multi-race pool's account (issue 28): one account per Treble/Jackpot pool. */
export const MULTI_RACE_POOL_KIND = 'tote-multi-race-pool';

export const multiRacePoolAccountCode = (poolId: string): string => `tote-multi-race:${poolId}`;

/** The id of a multi-race pool's account (ensureMultiRacePoolAccount makes sure it exists). */
export const multiRacePoolAccountId = (poolId: string): string =>
  accountIdOf(multiRacePoolAccountCode(poolId));

/** Opens a multi-race pool's account if it is not there yet. */
export async function ensureMultiRacePoolAccount(db: Executor, poolId: string): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values({
      id: multiRacePoolAccountId(poolId),
      code: multiRacePoolAccountCode(poolId),
      kind: MULTI_RACE_POOL_KIND,
      balance: null,
    })
    .onConflictDoNothing();
}
