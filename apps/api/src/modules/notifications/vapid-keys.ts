import webpush from 'web-push';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { FieldCipher } from '../../security/field-cipher';
import { vapidKeys } from './push.schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The key pair every push is signed with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else
 * the pair kept in the database, made on the first start (an insert that loses the race to
 * another instance keeps the winner's pair). A new pair would orphan every subscription, so
 * it is made once and never replaced (decision 081).
 */
export async function loadVapidKeys(
  db: Database,
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
  cipher: FieldCipher,
): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: cipher.seal(made.privateKey) })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys);
  if (!row) throw new Error('VAPID keys missing after insert');
  return { publicKey: row.publicKey, privateKey: cipher.open(row.privateKey), subject };
}
