import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { hashLegacyBeneficiaries } from '../cashier/sealed-bank-account';
import { hashLegacyPans } from '../customers/seal-legacy-identity';

/**
 * At boot, after the legacy sealing: every PAN, bank account and VPA written before decision
 * 047 gets its keyed hash, in TypeScript (the key never reaches the database), so it runs alike
 * on PGlite and PostgreSQL, and again does nothing.
 */
export async function hashLegacyIdentities(
  db: Database,
  cipher: FieldCipher,
  log: FastifyBaseLogger,
): Promise<void> {
  const pans = await hashLegacyPans(db, cipher);
  const beneficiaries = await hashLegacyBeneficiaries(db, cipher);
  if (pans.hashed + beneficiaries > 0)
    log.info({ pans: pans.hashed, beneficiaries }, 'identity hashes written');
  if (pans.duplicates.length > 0)
    log.warn(
      { players: pans.duplicates },
      'these players share a PAN with an older account; an operator must resolve them',
    );
}
