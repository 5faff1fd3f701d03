import { MESSAGES, type OperatorLoginBody, type OperatorSessionResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import {
  accountLocked,
  countFailedLogin,
  enforceSignInLimits,
  isLockedOut,
} from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import type { OperatorDeps } from './operator-deps';
import { operators } from './operators.schema';
import { findOperatorByEmail } from './operators.queries';
import { startOperatorSession } from './start-operator-session';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', MESSAGES.signInFailed);

/**
 * Signs an operator in by email and password, under the players' rules: the same answer for
 * an unknown email and a wrong password, and five failures in a row lock for 15 minutes.
 */
export async function loginOperator(
  deps: OperatorDeps,
  body: OperatorLoginBody,
  ip: string,
): Promise<OperatorSessionResponse> {
  await enforceSignInLimits(deps.rateLimiter, 'operator-login', body.email, ip);
  const now = deps.clock.now();
  const operator = await findOperatorByEmail(deps.db, body.email);
  const audit = (action: string, details: Record<string, unknown> = {}) =>
    recordAudit(deps.db, {
      actor: operator ? { type: 'operator', id: operator.id } : { type: 'anonymous' },
      action,
      subjectId: operator?.id ?? null,
      ip,
      details: { email: body.email, ...details },
    });

  if (!operator) {
    await verifyAgainstDecoy(body.password);
    await audit('OPERATOR_LOGIN_FAILED', { reason: 'unknown' });
    throw invalidCredentials();
  }
  if (isLockedOut(operator.lockedUntil, now)) {
    await audit('OPERATOR_LOGIN_REFUSED_LOCKED');
    throw accountLocked();
  }
  if (!(await verifyPassword(operator.passwordHash, body.password))) {
    await deps.db
      .update(operators)
      .set(countFailedLogin(operators, now))
      .where(eq(operators.id, operator.id));
    await audit('OPERATOR_LOGIN_FAILED', { reason: 'password' });
    throw invalidCredentials();
  }
  // Only after the password: a stranger learns nothing about which accounts exist.
  if (operator.disabledAt !== null) {
    await audit('OPERATOR_LOGIN_REFUSED_DISABLED');
    throw new AppError('FORBIDDEN', 'This operator account is disabled.');
  }
  const session = await deps.db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(eq(operators.id, operator.id));
    return startOperatorSession(tx, deps.secrets.tokenKey, operator, now);
  });
  await audit('OPERATOR_LOGIN_SUCCEEDED');
  return session;
}
