import type { KycStatus, KycReviewItem, KycDocumentType } from '@furlong/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { kycDocuments, players } from '../customers/customers.schema';

/** Players in one KYC state with their documents' metadata (never the bytes), oldest first. */
export async function listKycQueue(
  db: Executor,
  cipher: FieldCipher,
  status: KycStatus,
  limit: number,
): Promise<KycReviewItem[]> {
  const rows = await db
    .select({
      id: players.id,
      firstname: players.firstname,
      lastname: players.lastname,
      email: players.email,
      mobile: players.mobile,
      taxNumber: players.taxNumber,
      kycStatus: players.kycStatus,
      kycRejectionReason: players.kycRejectionReason,
      updatedAt: players.updatedAt,
    })
    .from(players)
    .where(eq(players.kycStatus, status))
    .orderBy(asc(players.updatedAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const documents = await db
    .select({
      id: kycDocuments.id,
      playerId: kycDocuments.playerId,
      contentType: kycDocuments.contentType,
      sizeBytes: kycDocuments.sizeBytes,
      createdAt: kycDocuments.createdAt,
    })
    .from(kycDocuments)
    .where(
      inArray(
        kycDocuments.playerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(kycDocuments.createdAt));
  return rows.map((row) => ({
    player: {
      uid: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      mobile: row.mobile,
      // In full: the reviewer compares it with the card in the documents.
      taxNumber: row.taxNumber === null ? null : cipher.open(row.taxNumber),
    },
    kycVerificationStatus: row.kycStatus as KycStatus,
    kycRejectionReason: row.kycRejectionReason,
    documents: documents
      .filter((document) => document.playerId === row.id)
      .map((document) => ({
        id: document.id,
        contentType: document.contentType as KycDocumentType,
        sizeBytes: document.sizeBytes,
        uploadedOn: document.createdAt.toISOString(),
      })),
    modifiedOn: row.updatedAt.toISOString(),
  }));
}

export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export async function findKycDocument(
  db: Executor,
  id: string,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}
