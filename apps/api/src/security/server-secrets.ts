import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../modules/identity/identity.schema';

export interface ServerSecrets {
  /** HS256 key for access tokens. */
  tokenKey: Uint8Array;
  /** HMAC key that one-time codes are hashed with, so a leaked table cannot be brute-forced. */
  otpPepper: Buffer;
}

/**
 * AUTH_SECRET (production) derives both keys. Without it, keys are generated once and kept
 * in the database, so every instance on the same database and every restart agree.
 */
export async function loadServerSecrets(
  db: Database,
  authSecret: string | undefined,
): Promise<ServerSecrets> {
  const master = authSecret ?? (await storedMasterSecret(db));
  const derive = (label: string) => createHash('sha256').update(`${label}:${master}`).digest();
  return { tokenKey: new Uint8Array(derive('access-token')), otpPepper: derive('otp') };
}

async function storedMasterSecret(db: Database): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: 'master', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'master'));
  if (!row) throw new Error('server secret missing after insert');
  return row.value;
}
