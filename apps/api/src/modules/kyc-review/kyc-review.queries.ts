import type { KycStatus, KycReviewItem, KycDocumentType } from '@furlong/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { kycDocuments, players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';
import { findLinkedAccounts } from './find-linked-accounts';
import { findOpenedDocuments } from './find-opened-documents';
import { kycApprovalRequests } from './kyc-review.schema';

/** Players in one KYC state with their documents' metadata (never the bytes), oldest first. */
export async function listKycQueue(
  db: Executor,
  cipher: FieldCipher,
  status: KycStatus,
  limit: number,
  now: Date,
  /** The operator asking: whether they opened each request's document. */
  operatorId: string,
): Promise<KycReviewItem[]> {
  const rows = await db
    .select({
      id: players.id,
      firstname: players.firstname,
      lastname: players.lastname,
      email: players.email,
      mobile: players.mobile,
      taxNumber: players.taxNumber,
      taxNumberHash: players.taxNumberHash,
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
  const playerIds = rows.map((row) => row.id);
  const linked = await findLinkedAccounts(db, playerIds, now);
  const opened = await findOpenedDocuments(db, operatorId, playerIds);
  const requests = await db
    .select({
      playerId: kycApprovalRequests.playerId,
      taxNumberHash: kycApprovalRequests.taxNumberHash,
      operatorId: operators.id,
      operatorName: operators.name,
      requestedAt: kycApprovalRequests.requestedAt,
    })
    .from(kycApprovalRequests)
    .innerJoin(operators, eq(operators.id, kycApprovalRequests.operatorId))
    .where(inArray(kycApprovalRequests.playerId, playerIds));
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
    linkedAccounts: linked.get(row.id) ?? [],
    documentOpened: opened.has(row.id),
    firstApproval: firstApprovalOf(requests, row),
    modifiedOn: row.updatedAt.toISOString(),
  }));
}

/** A first approval counts only for the PAN it approved. */
function firstApprovalOf(
  requests: {
    playerId: string;
    taxNumberHash: string;
    operatorId: string;
    operatorName: string;
    requestedAt: Date;
  }[],
  row: { id: string; taxNumberHash: string | null },
): KycReviewItem['firstApproval'] {
  const request = requests.find(
    (candidate) => candidate.playerId === row.id && candidate.taxNumberHash === row.taxNumberHash,
  );
  return request
    ? {
        operator: { uid: request.operatorId, name: request.operatorName },
        on: request.requestedAt.toISOString(),
      }
    : null;
}

export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export async function findKycDocument(
  db: Executor,
  id: string,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}
