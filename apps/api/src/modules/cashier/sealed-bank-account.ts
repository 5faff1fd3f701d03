import { maskAccountNumber } from '@furlong/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { bankAccountHash, vpaHash } from '../../security/identity-hash';
import { beneficiaries } from './cashier.schema';

/** A bank beneficiary's columns: the number sealed, its masked form, its fingerprint. */
export function sealedBankAccount(cipher: FieldCipher, accountNumber: string, ifsc: string) {
  return {
    accountNumber: cipher.seal(accountNumber),
    maskedAccount: maskAccountNumber(accountNumber),
    destination: `bank:${cipher.fingerprint(`${accountNumber}@${ifsc}`)}`,
    identityHash: bankAccountHash(cipher, accountNumber, ifsc),
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

/**
 * Gives every beneficiary written before decision 047 the keyed hash of its bank account or
 * VPA (at boot, after sealLegacyAccountNumbers; a hashed row is skipped, so running it again
 * does nothing).
 */
export async function hashLegacyBeneficiaries(db: Database, cipher: FieldCipher): Promise<number> {
  const legacy = await db
    .select({
      id: beneficiaries.id,
      accountNumber: beneficiaries.accountNumber,
      ifsc: beneficiaries.ifsc,
      vpa: beneficiaries.vpa,
    })
    .from(beneficiaries)
    .where(isNull(beneficiaries.identityHash));
  let hashed = 0;
  for (const row of legacy) {
    const hash = row.vpa
      ? vpaHash(cipher, row.vpa)
      : row.accountNumber && cipher.isSealed(row.accountNumber)
        ? bankAccountHash(cipher, cipher.open(row.accountNumber), row.ifsc ?? '')
        : null;
    if (!hash) continue;
    await db
      .update(beneficiaries)
      .set({ identityHash: hash })
      .where(and(eq(beneficiaries.id, row.id), isNull(beneficiaries.identityHash)));
    hashed += 1;
  }
  return hashed;
}
