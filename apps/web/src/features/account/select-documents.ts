import { KYC_DOCUMENT_TYPES, UPLOAD_MAX_FILES, UPLOAD_MAX_TOTAL_BYTES } from '@furlong/contract';

/** What the file picker offers; the server still decides the type from the bytes. */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
const EXTENSION = /\.(jpe?g|png|gif)$/i;

function isImageDocument(file: File): boolean {
  // Some phones report no type; the extension then has to do.
  const isKnownType = (KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type);
  return isKnownType || (file.type === '' && EXTENSION.test(file.name));
}

/**
 * The documents after adding a selection, or null when the selection is refused whole:
 * images only, at most 2 files and 5 MB together (spec section 9).
 */
export function addDocuments(current: readonly File[], incoming: readonly File[]): File[] | null {
  const next = [...current, ...incoming];
  const totalBytes = next.reduce((sum, file) => sum + file.size, 0);
  const isAcceptable =
    incoming.every(isImageDocument) &&
    next.length <= UPLOAD_MAX_FILES &&
    totalBytes <= UPLOAD_MAX_TOTAL_BYTES;
  return isAcceptable ? next : null;
}
