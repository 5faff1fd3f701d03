import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: the keys a push is encrypted to, and their secret half. */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Opens an aes128gcm push (RFC 8188, RFC 8291) as the browser would. */
  decrypt(body: Buffer): string;
}

export interface LocalPushService {
  origin: string;
  requests: PushRequest[];
  /** A new browser subscribed at this service under `/push/<name>`. */
  browser(name: string): FakeBrowser;
  /** The status the service answers for a browser's path (default 201). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/**
 * An HTTP server on 127.0.0.1 standing in for a browser vendor's push service (FCM, Mozilla's
 * autopush): it keeps each push it is sent and answers 201, or what `answer` set.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const requests: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    requests,
    browser: (name) => {
      const ecdh = createECDH('prime256v1');
      const browserPublic = ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: browserPublic.toString('base64url'), auth: auth.toString('base64url') },
        decrypt: (body) => {
          const salt = body.subarray(0, 16);
          const idLength = body.readUInt8(20);
          const serverPublic = body.subarray(21, 21 + idLength);
          const ciphertext = body.subarray(21 + idLength);
          const shared = ecdh.computeSecret(serverPublic);
          const info = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
          const ikm = hmac(hmac(auth, shared), info, Buffer.from([1]));
          const prk = hmac(salt, ikm);
          const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1]));
          const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1]));
          const decipher = createDecipheriv(
            'aes-128-gcm',
            cek.subarray(0, 16),
            nonce.subarray(0, 12),
          );
          decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
          const padded = Buffer.concat([
            decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
            decipher.final(),
          ]);
          // The last record ends with the delimiter 2, then zero padding.
          const end = padded.lastIndexOf(2);
          return padded.subarray(0, end).toString('utf8');
        },
      };
    },
    answer: (name, status) => statuses.set(`/push/${name}`, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Checks a push's VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`)
 * against the server's public key: an ES256 JWT for the push service's origin. Answers its claims.
 */
export async function verifyVapid(
  authorization: string | undefined,
  publicKey: string,
  audience: string,
): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || match[2] !== publicKey)
    throw new Error(`not our VAPID header: ${authorization}`);
  if (decodeProtectedHeader(match[1]).alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { audience });
  return payload;
}
