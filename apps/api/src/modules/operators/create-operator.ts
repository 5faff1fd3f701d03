import type { OperatorRole } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { hashPassword } from '../../security/passwords';
import { operators } from './operators.schema';
import type { OperatorRow } from './operators.queries';

export interface NewOperator {
  email: string;
  name: string;
  roles: OperatorRole[];
  password: string;
}

/** Adds an operator; answers undefined when the email is already taken (nothing changes then). */
export async function createOperator(
  db: Executor,
  input: NewOperator,
): Promise<OperatorRow | undefined> {
  const [created] = await db
    .insert(operators)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name,
      roles: input.roles,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing()
    .returning();
  return created;
}
