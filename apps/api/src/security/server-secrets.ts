import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../modules/identity/identity.schema';
import { createFieldCipher, type FieldCipher } from './field-cipher';

export interface ServerSecrets {
  /** HS256 key for access tokens. */
  tokenKey: Uint8Array;
  /** HMAC key that one-time codes are hashed with, so a leaked table cannot be brute-forced. */
  otpPepper: Buffer;
  /** Seals sensitive fields at rest (DATA_KEY). */
  fieldCipher: FieldCipher;
}

/**
 * AUTH_SECRET derives the token and one-time-code keys; DATA_KEY is the field cipher's key
 * (both required in production). Without them (development), keys are generated once and
 * kept in the database, so every instance on the same database and every restart agree.
 */
export async function loadServerSecrets(
  db: Database,
  configured: { authSecret: string | undefined; dataKey: string | undefined },
): Promise<ServerSecrets> {
  const master = configured.authSecret ?? (await storedSecret(db, 'master'));
  const derive = (label: string) => createHash('sha256').update(`${label}:${master}`).digest();
  const dataKey = configured.dataKey ?? (await storedSecret(db, 'data-key'));
  return {
    tokenKey: new Uint8Array(derive('access-token')),
    otpPepper: derive('otp'),
    fieldCipher: createFieldCipher(Buffer.from(dataKey, 'base64')),
  };
}

/** 32 random bytes (base64url; Buffer reads it as base64 too), made once per database. */
async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return row.value;
}
