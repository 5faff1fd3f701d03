import {
  UPLOAD_FIELD_NAME,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_TOTAL_BYTES,
  UPLOAD_REJECTED_MESSAGE,
  type KycDocumentType,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { detectImageType, hasAcceptableSize } from './detect-image-type';

export interface KycDocument {
  contentType: KycDocumentType;
  content: Buffer;
}

export const uploadRejected = () => new AppError('VALIDATION_FAILED', UPLOAD_REJECTED_MESSAGE);
export const uploadTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', UPLOAD_REJECTED_MESSAGE);

/**
 * Reads the multipart body of a KYC upload: up to 2 images in field `file`, 5 MB in all.
 * Bytes are counted as they stream in, so a body with a lying or absent Content-Length is
 * cut off the moment the total passes the limit, not after it has all been buffered.
 */
export async function readKycUpload(request: FastifyRequest): Promise<KycDocument[]> {
  const documents: KycDocument[] = [];
  let totalBytes = 0;
  try {
    const files = request.files({
      // One file more than allowed, so a third file is seen and refused rather than silently dropped.
      limits: {
        files: UPLOAD_MAX_FILES + 1,
        fileSize: UPLOAD_MAX_TOTAL_BYTES + 1,
        fields: 5,
        fieldSize: 1024,
        parts: 8,
        headerPairs: 20,
      },
      throwFileSizeLimit: false,
    });
    for await (const part of files) {
      if (part.fieldname !== UPLOAD_FIELD_NAME || documents.length === UPLOAD_MAX_FILES)
        throw uploadRejected();
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        const bytes = chunk as Buffer;
        totalBytes += bytes.length;
        if (totalBytes > UPLOAD_MAX_TOTAL_BYTES) throw uploadTooLarge();
        chunks.push(bytes);
      }
      const content = Buffer.concat(chunks);
      const contentType = detectImageType(content);
      // A header that claims more than 10,000 px a side is refused before anything decodes it.
      if (!contentType || !hasAcceptableSize(contentType, content)) throw uploadRejected();
      documents.push({ contentType, content });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The parser's own errors (not multipart, truncated body, a limit): the upload is refused,
    // its internals stay out of the reply.
    request.log.info({ err: error }, 'kyc upload refused by the multipart parser');
    throw uploadRejected();
  }
  if (documents.length === 0) throw uploadRejected();
  return documents;
}
