import { maskAccountNumber } from '@furlong/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { beneficiaries } from './cashier.schema';

/** A bank beneficiary's columns: the number sealed, its masked form, its fingerprint. */
export function sealedBankAccount(cipher: FieldCipher, accountNumber: string, ifsc: string) {
  return {
    accountNumber: cipher.seal(accountNumber),
    maskedAccount: maskAccountNumber(accountNumber),
    destination: `bank:${cipher.fingerprint(`${accountNumber}@${ifsc}`)}`,
  };
}

/** The account number to pay out to, opened from its sealed form. */
export function openAccountNumber(cipher: FieldCipher, sealed: string | null): string {
  return sealed ? cipher.open(sealed) : '';
}

/**
 * Seals bank account numbers stored in clear before decision 024 (run at boot; a row is
 * sealed once, so running it again does nothing). A row already sealed is left alone.
 */
export async function sealLegacyAccountNumbers(db: Database, cipher: FieldCipher): Promise<number> {
  const legacy = await db
    .select({
      id: beneficiaries.id,
      accountNumber: beneficiaries.accountNumber,
      ifsc: beneficiaries.ifsc,
    })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.type, 'BANK'), isNull(beneficiaries.maskedAccount)));
  let sealed = 0;
  for (const row of legacy) {
    if (!row.accountNumber || cipher.isSealed(row.accountNumber)) continue;
    await db
      .update(beneficiaries)
      .set(sealedBankAccount(cipher, row.accountNumber, row.ifsc ?? ''))
      .where(and(eq(beneficiaries.id, row.id), isNull(beneficiaries.maskedAccount)));
    sealed += 1;
  }
  return sealed;
}
