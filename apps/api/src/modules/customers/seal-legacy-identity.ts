import { maskPan } from '@furlong/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
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
