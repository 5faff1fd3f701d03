import type { KycDocumentType } from '@furlong/contract';

const SIGNATURES: { type: KycDocumentType; magic: number[][] }[] = [
  { type: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { type: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  // GIF87a and GIF89a
  {
    type: 'image/gif',
    magic: [
      [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ],
  },
];

/**
 * The image type the bytes say, or undefined. File names and declared content types are
 * the client's word and are ignored: a text file named .png is still text.
 */
export function detectImageType(content: Uint8Array): KycDocumentType | undefined {
  const match = SIGNATURES.find(({ magic }) =>
    magic.some(
      (signature) =>
        content.length > signature.length &&
        signature.every((byte, index) => content[index] === byte),
    ),
  );
  return match?.type;
}

/** The most pixels a side may claim: a tiny file that says 60,000 x 60,000 is a decompression bomb. */
export const MAX_IMAGE_SIDE_PX = 10_000;

/**
 * The width and height a PNG (its IHDR, which must come first) or a GIF (its logical screen)
 * claims in its header, or undefined when the header is cut short. JPEG is not read here.
 */
export function claimedSize(
  type: KycDocumentType,
  content: Uint8Array,
): { width: number; height: number } | undefined {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (type === 'image/png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'image/gif') {
    if (bytes.length < 10) return undefined;
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  return { width: 0, height: 0 };
}

/** Whether a PNG or GIF header claims a size the upload accepts (at most 10,000 px a side). */
export function hasAcceptableSize(type: KycDocumentType, content: Uint8Array): boolean {
  const size = claimedSize(type, content);
  return size !== undefined && size.width <= MAX_IMAGE_SIDE_PX && size.height <= MAX_IMAGE_SIDE_PX;
}
