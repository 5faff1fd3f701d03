import { maskPan } from '@furlong/contract';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { panHash } from '../../security/identity-hash';
import { kycDocuments, players } from './customers.schema';

/**
 * Seals PANs stored in clear before decision 024 (run at boot; a sealed PAN has its masked
 * form beside it, so running it again does nothing).
 */
export async function sealLegacyPans(db: Database, cipher: FieldCipher): Promise<number> {
  const legacy = await db
    .select({ id: players.id, taxNumber: players.taxNumber })
    .from(players)
    .where(and(isNotNull(players.taxNumber), isNull(players.taxNumberMasked)));
  let sealed = 0;
  for (const row of legacy) {
    if (!row.taxNumber || cipher.isSealed(row.taxNumber)) continue;
    await db
      .update(players)
      .set({ taxNumber: cipher.seal(row.taxNumber), taxNumberMasked: maskPan(row.taxNumber) })
      .where(and(eq(players.id, row.id), isNull(players.taxNumberMasked)));
    sealed += 1;
  }
  return sealed;
}

/** Seals identity documents stored in clear before decision 024 (at boot, once each). */
export async function sealLegacyKycDocuments(db: Database, cipher: FieldCipher): Promise<number> {
  const legacy = await db
    .select({ id: kycDocuments.id, content: kycDocuments.content })
    .from(kycDocuments)
    .where(eq(kycDocuments.sealed, false));
  for (const row of legacy) {
    await db
      .update(kycDocuments)
      .set({ content: cipher.sealBytes(row.content), sealed: true })
      .where(and(eq(kycDocuments.id, row.id), eq(kycDocuments.sealed, false)));
  }
  return legacy.length;
}

/**
 * Gives every sealed PAN written before decision 047 its keyed hash (at boot; a hashed row is
 * skipped, so running it again does nothing). Oldest account first: a PAN already held by an
 * older account stays unhashed on the newer one and is returned for an operator to resolve,
 * since the unique index allows one holder.
 */
export async function hashLegacyPans(
  db: Database,
  cipher: FieldCipher,
): Promise<{ hashed: number; duplicates: string[] }> {
  const legacy = await db
    .select({ id: players.id, taxNumber: players.taxNumber })
    .from(players)
    .where(and(isNotNull(players.taxNumber), isNull(players.taxNumberHash)))
    .orderBy(asc(players.createdAt), asc(players.id));
  let hashed = 0;
  const duplicates: string[] = [];
  for (const row of legacy) {
    if (!row.taxNumber || !cipher.isSealed(row.taxNumber)) continue;
    const hash = panHash(cipher, cipher.open(row.taxNumber));
    const [holder] = await db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.taxNumberHash, hash));
    if (holder) {
      duplicates.push(row.id);
      continue;
    }
    await db
      .update(players)
      .set({ taxNumberHash: hash })
      .where(and(eq(players.id, row.id), isNull(players.taxNumberHash)));
    hashed += 1;
  }
  return { hashed, duplicates };
}
