import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operators, operatorSessions } from './operators.schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByEmail(
  db: Executor,
  email: string,
): Promise<OperatorRow | undefined> {
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, email.trim().toLowerCase()));
  return operator;
}

export async function findOperatorById(db: Executor, id: string): Promise<OperatorRow | undefined> {
  const [operator] = await db.select().from(operators).where(eq(operators.id, id));
  return operator;
}

/** The session behind an operator token, with the operator's current roles and state (a demotion or disable bites at once). */
export async function findOperatorSessionForAccess(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      session: operatorSessions,
      roles: operators.roles,
      disabledAt: operators.disabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, sessionId));
  return row;
}
