import { DATA_RIGHTS_MESSAGES, LEGAL_HOLD_YEARS } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { PERSONAL_TABLES, rowsOfPlayer } from './personal-data-tables';

/**
 * Erases what the law does not require Furlong to keep (DPDP Act 2023 s. 12(3)) and puts the
 * rest under a legal hold until 5 years after the account closes (PMLA s. 12): the tables
 * marked isErased go, contact details and the password are overwritten, the account closes.
 * The ledger is not touched, so balances and the ledger check hold; a player with money still
 * in an account is refused, since nobody could withdraw it afterwards.
 * Runs in the caller's transaction; answers until when the hold lasts.
 */
export async function erasePlayerData(tx: Executor, playerId: string, now: Date): Promise<Date> {
  const [money] = await queryRows<{ held: string | number }>(
    tx,
    sql`select count(*) as held from ledger_accounts where player_id = ${playerId} and balance <> 0`,
  );
  if (Number(money?.held ?? 0) > 0)
    throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.balanceFirst);

  await tx.execute(
    sql`insert into player_protections (player_id) values (${playerId}) on conflict do nothing`,
  );
  const [closed] = await queryRows<{ closed_at: Date | string }>(
    tx,
    sql`update player_protections set closed_at = coalesce(closed_at, ${now}),
        closed_reason = coalesce(closed_reason, 'Erasure of personal data'),
        marketing_consent = false, updated_at = ${now}
      where player_id = ${playerId} returning closed_at`,
  );
  const holdUntil = new Date(closed!.closed_at);
  holdUntil.setUTCFullYear(holdUntil.getUTCFullYear() + LEGAL_HOLD_YEARS);

  // Reverse order: a table's dependants (refresh tokens of sessions) go before it.
  for (const table of [...PERSONAL_TABLES].reverse())
    if (table.isErased)
      await tx.execute(
        sql`delete from ${sql.identifier(table.table)} where ${rowsOfPlayer(table, playerId)}`,
      );

  // Identity stays only where KYC or money records rest on it; otherwise it goes too.
  const [records] = await queryRows<{ has_records: boolean }>(
    tx,
    sql`select exists (select 1 from players where id = ${playerId} and kyc_status <> 'NOT_VERIFIED')
      or exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.player_id = ${playerId}) as has_records`,
  );
  const placeholder = playerId.replace(/-/g, '');
  await tx.execute(sql`update players set
      email = ${`erased-${placeholder}@erased.invalid`},
      mobile = ${`x${placeholder.slice(0, 9)}`},
      password_hash = '!erased', email_verified_at = null, mobile_verified_at = null,
      follow_emails = false, failed_logins = 0, locked_until = null,
      erased_at = ${now}, legal_hold_until = ${holdUntil}, updated_at = ${now}
      ${
        records?.has_records
          ? sql``
          : sql`, firstname = 'Erased', lastname = '', date_of_birth = '1900-01-01',
            address1 = null, address2 = null, city = null`
      }
    where id = ${playerId}`);
  return holdUntil;
}
