import type { OperatorRole } from '@furlong/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { removeSecondFactor } from '../auth/second-factors';
import { revokeAllSessions } from '../auth/sessions.queries';
import { operatorPrincipal } from './operator-principal';
import { operators } from './operators.schema';

/**
 * Operator accounts as the `npm run operator` command manages them (decision 026): in
 * production operators are created, re-roled and disabled only through these, never by SQL,
 * and each change is audited with the system as the actor.
 */

export interface OperatorListing {
  id: string;
  email: string;
  name: string;
  roles: OperatorRole[];
  disabledAt: Date | null;
  createdAt: Date;
}

export async function listOperators(db: Database): Promise<OperatorListing[]> {
  return db
    .select({
      id: operators.id,
      email: operators.email,
      name: operators.name,
      roles: operators.roles,
      disabledAt: operators.disabledAt,
      createdAt: operators.createdAt,
    })
    .from(operators)
    .orderBy(asc(operators.email));
}

/**
 * Disables (or enables again) an operator by email. Disabling also revokes every live
 * session, so a signed-in operator is refused on the next request, not at token expiry.
 * Answers false when no operator has that email.
 */
export async function setOperatorDisabled(
  db: Database,
  email: string,
  isDisabled: boolean,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .update(operators)
      .set({ disabledAt: isDisabled ? now : null })
      .where(eq(operators.email, email.trim().toLowerCase()))
      .returning({ id: operators.id });
    if (!operator) return false;
    if (isDisabled) {
      await revokeAllSessions(tx, operatorPrincipal.tables, operator.id, 'OPERATOR_DISABLED', now);
      // The authenticator and its recovery codes die with the account: enabling it again
      // starts a new enrolment (decision 052).
      await removeSecondFactor(tx, { operatorId: operator.id });
    }
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: isDisabled ? 'OPERATOR_DISABLED' : 'OPERATOR_ENABLED',
      subjectId: operator.id,
    });
    return true;
  });
}

/**
 * Clears an operator's authenticator and recovery codes (a lost phone): the next sign-in
 * enrols again. Audited. Answers undefined for an unknown email, else whether one was enrolled.
 */
export async function resetOperatorSecondFactor(
  db: Database,
  email: string,
): Promise<boolean | undefined> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.email, email.trim().toLowerCase()));
    if (!operator) return undefined;
    const wasEnrolled = await removeSecondFactor(tx, { operatorId: operator.id });
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'OPERATOR_SECOND_FACTOR_RESET',
      subjectId: operator.id,
      details: { wasEnrolled },
    });
    return wasEnrolled;
  });
}

/** Replaces an operator's roles; the next request already runs with them. False if unknown. */
export async function setOperatorRoles(
  db: Database,
  email: string,
  roles: OperatorRole[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .update(operators)
      .set({ roles })
      .where(eq(operators.email, email.trim().toLowerCase()))
      .returning({ id: operators.id });
    if (!operator) return false;
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'OPERATOR_ROLES_SET',
      subjectId: operator.id,
      details: { roles },
    });
    return true;
  });
}
