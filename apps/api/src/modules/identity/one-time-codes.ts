import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import { rateLimited } from '../../app-error';
import type { Database, Transaction } from '../../db/client';
import type { Notification, Notifier } from '../notifications/notifier';
import { sendOrRehearse } from '../notifications/send-or-rehearse';
import { otpCodes } from './identity.schema';

export type OtpPurpose =
  'PASSWORD_RESET' | 'SIGN_IN' | 'VERIFY_EMAIL' | 'VERIFY_MOBILE' | 'CONFIRM_ACTION';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SEND_WINDOW_MS = 15 * 60 * 1000;

function hashCode(pepper: Buffer, purpose: OtpPurpose, address: string, code: string): string {
  return createHmac('sha256', pepper).update(`${purpose}\n${address}\n${code}`).digest('hex');
}

/**
 * Issues a fresh 6-digit code from the CSPRNG for one purpose and address. Earlier live
 * codes for the same pair stop working. At most 3 sends per 15 minutes per pair; the
 * count and the insert happen under an advisory lock on the address, so parallel
 * requests cannot overshoot the cap. The message carrying the code is queued in the outbox in
 * the same transaction as the code (decision 029): it exists exactly when the code does, and a
 * failure to queue it leaves no code behind. Delivery starts once both are committed.
 */
export async function issueOtp(
  db: Database,
  pepper: Buffer,
  input: { purpose: OtpPurpose; address: string; playerId: string | null },
  now: Date,
  outbox: { notifier: Notifier; message: (code: string) => Notification },
): Promise<string> {
  const issued = await storeCode(db, pepper, input, now, outbox, { isDecoy: false });
  outbox.notifier.deliverSoon?.();
  return issued;
}

/**
 * Does the work of issueOtp for an address no account has, and sends nothing, so a code
 * request takes as long whether or not the address is registered (decision 050). A code nobody
 * ever sees is hashed and stored without a player (it signs nobody in), under the same send
 * cap, and its message is rehearsed (written to the outbox and rolled back): the same
 * statements, and no message.
 */
export async function issueDecoyOtp(
  db: Database,
  pepper: Buffer,
  input: { purpose: OtpPurpose; address: string },
  now: Date,
  outbox: { notifier: Notifier; message: (code: string) => Notification },
): Promise<void> {
  await storeCode(db, pepper, { ...input, playerId: null }, now, outbox, { isDecoy: true });
}

async function storeCode(
  db: Database,
  pepper: Buffer,
  input: { purpose: OtpPurpose; address: string; playerId: string | null },
  now: Date,
  outbox: { notifier: Notifier; message: (code: string) => Notification },
  { isDecoy }: { isDecoy: boolean },
): Promise<string> {
  return db.transaction(async (tx) => {
    const code = await writeCode(tx, pepper, input, now, outbox, {
      isDecoy,
      isOverCapRefused: true,
    });
    // Over the cap writeCode refuses (throws) here; null is only its answer when told not to.
    if (code === null) throw new Error('no code was written');
    return code;
  });
}

/**
 * Issues a code inside `tx`, in a savepoint, for registration (decision 090): the new
 * account's email and mobile codes are written with the account, in its transaction; a
 * registration with taken details rehearses the same codes (the savepoint is rolled back, so
 * no code, no message, and the owner's own live code stays live). Over the send cap it
 * issues nothing rather than refusing: the registration's answer must not depend on it.
 */
export async function issueOtpIn(
  tx: Transaction,
  pepper: Buffer,
  input: { purpose: OtpPurpose; address: string; playerId: string | null },
  now: Date,
  outbox: { notifier: Notifier; message: (code: string) => Notification },
  { isRehearsal }: { isRehearsal: boolean },
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await writeCode(savepoint, pepper, input, now, outbox, {
        isDecoy: false,
        isOverCapRefused: false,
      });
      if (isRehearsal) savepoint.rollback();
    });
  } catch (error) {
    if (!(isRehearsal && error instanceof TransactionRollbackError)) throw error;
  }
}

/** Answers the code, or null when over the cap and not refused. */
async function writeCode(
  tx: Transaction,
  pepper: Buffer,
  input: { purpose: OtpPurpose; address: string; playerId: string | null },
  now: Date,
  outbox: { notifier: Notifier; message: (code: string) => Notification },
  { isDecoy, isOverCapRefused }: { isDecoy: boolean; isOverCapRefused: boolean },
): Promise<string | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.purpose}:${input.address}`}))`,
  );
  const [recent] = await tx
    .select({ sends: count() })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.address, input.address),
        eq(otpCodes.purpose, input.purpose),
        gt(otpCodes.createdAt, new Date(now.getTime() - OTP_SEND_WINDOW_MS)),
      ),
    );
  if ((recent?.sends ?? 0) >= OTP_SENDS_PER_WINDOW) {
    if (!isOverCapRefused) return null;
    throw rateLimited(
      'Too many codes requested. Please try again in 15 minutes.',
      OTP_SEND_WINDOW_MS / 1000,
    );
  }
  await tx
    .update(otpCodes)
    .set({ supersededAt: now })
    .where(
      and(
        eq(otpCodes.address, input.address),
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.supersededAt),
      ),
    );
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await tx.insert(otpCodes).values({
    purpose: input.purpose,
    address: input.address,
    playerId: input.playerId,
    codeHash: hashCode(pepper, input.purpose, input.address, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  await sendOrRehearse(outbox.notifier, outbox.message(code), tx, { isRehearsal: isDecoy });
  return code;
}

/**
 * Checks a code and, when right, uses it up. Each check first claims one of the code's
 * five tries in a single guarded UPDATE, so parallel guesses cannot evaluate more than
 * five times; the final claim of the code is guarded too, so it works once.
 */
export async function consumeOtp(
  db: Database,
  pepper: Buffer,
  input: { purpose: OtpPurpose; code: string } & ({ address: string } | { playerId: string }),
  now: Date,
): Promise<{ playerId: string | null } | undefined> {
  // A code is looked up by the address it went to, or (a proof of identity, which may have
  // gone to the mobile or the email) by the player's newest live code of that purpose.
  const owner =
    'address' in input
      ? eq(otpCodes.address, input.address)
      : eq(otpCodes.playerId, input.playerId);
  const live = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        owner,
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.supersededAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, sql`(${live})`),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
      ),
    )
    .returning({
      id: otpCodes.id,
      address: otpCodes.address,
      codeHash: otpCodes.codeHash,
      playerId: otpCodes.playerId,
    });
  if (!claimed) return undefined;
  const expected = Buffer.from(claimed.codeHash, 'hex');
  const given = Buffer.from(hashCode(pepper, input.purpose, claimed.address, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) return undefined;
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, claimed.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return used ? { playerId: claimed.playerId } : undefined;
}
