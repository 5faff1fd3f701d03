import {
  ERROR_MESSAGES,
  KYC_MESSAGES,
  MASKED_PAN_PATTERN,
  MESSAGES,
  maskPan,
  type CustomerSelf,
  type ProfileUpdateBody,
} from '@furlong/contract';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { panHash } from '../../security/identity-hash';
import { recordAudit } from '../audit/record-audit';
import { lockPlayer, type PlayerRow } from './customers.queries';
import { players } from './customers.schema';
import { toCustomerSelf } from './to-customer-self';

export interface ProfileDeps {
  db: Database;
  clock: Clock;
  /** Seals the PAN at rest. */
  cipher: FieldCipher;
}

/**
 * Saves the player's address, city and PAN. Once KYC is verified the PAN is read-only:
 * the same PAN, or the masked form the player was shown, is accepted; any other is refused.
 */
export async function updateProfile(
  deps: ProfileDeps,
  playerId: string,
  body: ProfileUpdateBody,
  ip: string,
): Promise<CustomerSelf> {
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, playerId);
    if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
    const current = player.taxNumber === null ? null : deps.cipher.open(player.taxNumber);
    const pan = resolvePan(player.kycStatus, current, body.taxNumber);
    const taxNumberHash = panHash(deps.cipher, pan);
    if (pan !== current) await refusePanOfAnother(tx, playerId, taxNumberHash);
    const [row] = await tx
      .update(players)
      .set({
        address1: body.address1,
        address2: body.address2 || null,
        city: body.city,
        ...(pan === current
          ? {}
          : { taxNumber: deps.cipher.seal(pan), taxNumberMasked: maskPan(pan), taxNumberHash }),
        updatedAt: now,
      })
      .where(eq(players.id, playerId))
      .returning()
      .catch((error: unknown) => {
        // Two new accounts saving one PAN at once: the unique index lets one through.
        if (isUniqueViolation(error)) throw panInUse();
        throw error;
      });
    await recordAudit(tx, {
      actor: { type: 'player', id: playerId },
      action: 'PROFILE_UPDATED',
      subjectId: playerId,
      ip,
      // Masked: the audit log never holds a full PAN.
      details: { taxNumber: maskPan(pan), panChanged: pan !== current },
    });
    return row;
  });
  if (!updated) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  return toCustomerSelf(updated);
}

const panInUse = () => new AppError('PAN_IN_USE', ERROR_MESSAGES.PAN_IN_USE);

/** One person, one account (decision 047): a PAN another player holds is refused. */
async function refusePanOfAnother(tx: Transaction, playerId: string, taxNumberHash: string) {
  const [holder] = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.taxNumberHash, taxNumberHash), ne(players.id, playerId)));
  if (holder) throw panInUse();
}

/** The PAN to store: the one given, or the one on file when the masked form came back. */
function resolvePan(
  kycStatus: PlayerRow['kycStatus'],
  current: string | null,
  given: string,
): string {
  const isVerified = kycStatus === 'VERIFIED';
  const isMasked = MASKED_PAN_PATTERN.test(given);
  if (current !== null && (given === current || (isMasked && given === maskPan(current)))) {
    return current;
  }
  if (isVerified) throw new AppError('CONFLICT', KYC_MESSAGES.panLocked);
  // A masked PAN that is not the one on file: nothing to keep, and not a PAN either.
  if (isMasked)
    throw new AppError('VALIDATION_FAILED', MESSAGES.panInvalid, [
      { path: 'body.taxNumber', message: MESSAGES.panInvalid },
    ]);
  return given;
}

/** PostgreSQL's unique_violation, through any driver's wrapping. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
