import { z } from 'zod';

/** Messages of the profile and KYC calls that the spec leaves to us. */
export const KYC_MESSAGES = {
  /** A verified PAN is read-only: a different one is refused (409). */
  panLocked: 'PAN cannot be changed after verification',
  /** Documents are refused once the PAN is verified (409). */
  documentsLocked: 'Your PAN is already verified',
} as const;

/** The multipart field of POST /api/customer/self/upload (spec section 3, "Upload"). */
export const UPLOAD_FIELD_NAME = 'file';

/** Accepted identity images; the server decides the type from the bytes, never the name. */
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export type KycDocumentType = z.infer<typeof kycDocumentTypeSchema>;
