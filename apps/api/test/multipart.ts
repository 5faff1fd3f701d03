import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  content: Buffer;
  /** What the client claims; the server must not believe it. */
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body built by hand, so a test controls every byte. */
export function multipartBody(files: FilePart[]): {
  payload: Buffer;
  headers: Record<string, string>;
  boundary: string;
} {
  const boundary = `----furlong${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
  };
}

/** The opening of a file part, for bodies streamed by hand. */
export function filePartHeader(boundary: string, filename: string, contentType: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
}
