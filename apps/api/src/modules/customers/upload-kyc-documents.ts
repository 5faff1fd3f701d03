import { KYC_MESSAGES, type CustomerSelf } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { lockPlayer } from './customers.queries';
import { kycDocuments, players } from './customers.schema';
import type { KycDocument } from './read-kyc-upload';
import { toCustomerSelf } from './to-customer-self';
import type { ProfileDeps } from './update-profile';

/**
 * Stores identity images for review and puts the player's KYC in PENDING (clearing an
 * earlier rejection reason), in one transaction. A verified player's documents are final.
 */
export async function uploadKycDocuments(
  deps: ProfileDeps,
  playerId: string,
  documents: KycDocument[],
  ip: string,
): Promise<CustomerSelf> {
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, playerId);
    if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
    if (player.kycStatus === 'VERIFIED')
      throw new AppError('CONFLICT', KYC_MESSAGES.documentsLocked);
    await tx.insert(kycDocuments).values(
      documents.map((document) => ({
        playerId,
        contentType: document.contentType,
        sizeBytes: document.content.length,
        content: deps.cipher.sealBytes(document.content),
        sealed: true,
        createdAt: now,
      })),
    );
    const [row] = await tx
      .update(players)
      .set({ kycStatus: 'PENDING', kycRejectionReason: null, updatedAt: now })
      .where(eq(players.id, playerId))
      .returning();
    await recordAudit(tx, {
      actor: { type: 'player', id: playerId },
      action: 'KYC_DOCUMENTS_UPLOADED',
      subjectId: playerId,
      ip,
      details: {
        files: documents.length,
        totalBytes: documents.reduce((total, document) => total + document.content.length, 0),
        contentTypes: documents.map((document) => document.contentType),
      },
    });
    return row;
  });
  if (!updated) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  return toCustomerSelf(updated);
}
