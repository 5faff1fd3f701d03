import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ServerSecrets } from '../../security/server-secrets';
import {
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  matchTotpStep,
  totpEnrolmentOf,
} from '../../security/totp';
import { secondFactors } from './second-factors.schema';

/**
 * The one store of second factors, for operators and players alike (decision 052): enrolment,
 * the check of a code at sign-in (each code once), recovery codes (each once) and removal.
 */
export type SecondFactorOwner = { operatorId: string } | { playerId: string };

type Secrets = Pick<ServerSecrets, 'fieldCipher' | 'otpPepper'>;

function ownedBy(owner: SecondFactorOwner) {
  return 'operatorId' in owner
    ? eq(secondFactors.operatorId, owner.operatorId)
    : eq(secondFactors.playerId, owner.playerId);
}

/** Whether the owner has a confirmed authenticator: then every sign-in asks for a code. */
export async function hasSecondFactor(db: Executor, owner: SecondFactorOwner): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(and(ownedBy(owner), isNotNull(secondFactors.confirmedAt)));
  return row !== undefined;
}

/**
 * A new secret waiting for its first code (any earlier unconfirmed one is replaced), and what
 * the app scans. Refused (undefined) when one is already confirmed.
 */
export async function startSecondFactorEnrolment(
  db: Executor,
  secrets: Secrets,
  owner: SecondFactorOwner,
  label: string,
) {
  const secret = createTotpSecret();
  const secretSealed = secrets.fieldCipher.seal(secret);
  const [row] = await db
    .insert(secondFactors)
    .values({ ...owner, secretSealed })
    .onConflictDoUpdate({
      target: 'operatorId' in owner ? secondFactors.operatorId : secondFactors.playerId,
      set: { secretSealed, lastUsedStep: null, recoveryCodeHashes: [], createdAt: sql`now()` },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ id: secondFactors.id });
  return row ? totpEnrolmentOf(secret, label) : undefined;
}

/**
 * Checks a code of the owner's authenticator (confirmed, or waiting when `isEnrolling`) and
 * takes its time step: a step at or before the last one taken is refused, so a code seen over
 * a shoulder or replayed from a log signs in nobody. Atomic: two requests with one code, one wins.
 */
async function takeTotpStep(
  db: Executor,
  secrets: Secrets,
  owner: SecondFactorOwner,
  code: string,
  now: Date,
  isEnrolling: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({ secretSealed: secondFactors.secretSealed })
    .from(secondFactors)
    .where(
      and(
        ownedBy(owner),
        isEnrolling ? isNull(secondFactors.confirmedAt) : isNotNull(secondFactors.confirmedAt),
      ),
    );
  if (!row) return false;
  const step = matchTotpStep(secrets.fieldCipher.open(row.secretSealed), code, now);
  if (step === undefined) return false;
  const taken = await db
    .update(secondFactors)
    .set({ lastUsedStep: step, ...(isEnrolling ? { confirmedAt: now } : {}) })
    .where(
      and(
        ownedBy(owner),
        eq(secondFactors.secretSealed, row.secretSealed),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: secondFactors.id });
  return taken.length === 1;
}

/**
 * Confirms a waiting enrolment with its first code; answers the 10 recovery codes, shown
 * once (only their HMACs are kept), or undefined when the code is wrong.
 */
export async function confirmSecondFactor(
  db: Executor,
  secrets: Secrets,
  owner: SecondFactorOwner,
  code: string,
  now: Date,
): Promise<string[] | undefined> {
  if (!(await takeTotpStep(db, secrets, owner, code, now, true))) return undefined;
  const recoveryCodes = createRecoveryCodes();
  await db
    .update(secondFactors)
    .set({
      recoveryCodeHashes: recoveryCodes.map((each) => hashRecoveryCode(secrets.otpPepper, each)),
    })
    .where(ownedBy(owner));
  return recoveryCodes;
}

/**
 * The second factor of a sign-in: a current code, or an unused recovery code (which is then
 * spent). Answers how it was proved, or undefined when it was not.
 */
export async function checkSecondFactor(
  db: Executor,
  secrets: Secrets,
  owner: SecondFactorOwner,
  code: string,
  now: Date,
): Promise<'TOTP' | 'RECOVERY_CODE' | undefined> {
  const compact = code.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(compact))
    return (await takeTotpStep(db, secrets, owner, compact, now, false)) ? 'TOTP' : undefined;
  const hash = hashRecoveryCode(secrets.otpPepper, code);
  // Removing the hash in the statement that matches it: a code spends once, even when raced.
  const spent = await db
    .update(secondFactors)
    .set({ recoveryCodeHashes: sql`array_remove(${secondFactors.recoveryCodeHashes}, ${hash})` })
    .where(
      and(
        ownedBy(owner),
        isNotNull(secondFactors.confirmedAt),
        sql`${hash} = any(${secondFactors.recoveryCodeHashes})`,
      ),
    )
    .returning({ id: secondFactors.id });
  return spent.length === 1 ? 'RECOVERY_CODE' : undefined;
}

/** Removes the authenticator and its recovery codes; answers whether there was one. */
export async function removeSecondFactor(db: Executor, owner: SecondFactorOwner): Promise<boolean> {
  const removed = await db
    .delete(secondFactors)
    .where(ownedBy(owner))
    .returning({ id: secondFactors.id });
  return removed.length > 0;
}
