import {
  KYC_MESSAGES,
  MASKED_PAN_PATTERN,
  MESSAGES,
  maskPan,
  type CustomerSelf,
  type ProfileUpdateBody,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
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
    const [row] = await tx
      .update(players)
      .set({
        address1: body.address1,
        address2: body.address2 || null,
        city: body.city,
        ...(pan === current
          ? {}
          : { taxNumber: deps.cipher.seal(pan), taxNumberMasked: maskPan(pan) }),
        updatedAt: now,
      })
      .where(eq(players.id, playerId))
      .returning();
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
