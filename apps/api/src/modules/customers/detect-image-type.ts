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
