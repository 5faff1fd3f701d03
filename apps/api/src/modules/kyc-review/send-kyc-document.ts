import type { FastifyReply } from 'fastify';
import type { FieldCipher } from '../../security/field-cipher';
import type { KycDocumentRow } from './kyc-review.queries';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/**
 * An uploaded image is attacker-supplied bytes: it is only ever a download (attachment),
 * never rendered from the app origin; nosniff and a sandbox CSP keep a browser from running
 * it as anything else, and no cache keeps a copy.
 */
export function sendKycDocument(
  reply: FastifyReply,
  cipher: FieldCipher,
  document: KycDocumentRow,
) {
  const extension = EXTENSIONS[document.contentType] ?? 'bin';
  return reply
    .header(
      'content-type',
      document.contentType in EXTENSIONS ? document.contentType : 'application/octet-stream',
    )
    .header('content-disposition', `attachment; filename="kyc-${document.id}.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(document.sealed ? cipher.openBytes(document.content) : document.content);
}
