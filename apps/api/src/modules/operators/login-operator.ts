import { MESSAGES, type OperatorLoginBody, type OperatorSessionResponse } from '@furlong/contract';
import { AppError } from '../../app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import { signInDelayed, signInLimits } from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import type { OperatorDeps } from './operator-deps';
import { findOperatorByEmail } from './operators.queries';
import { startOperatorSession } from './start-operator-session';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', MESSAGES.signInFailed);

/**
 * Signs an operator in by email and password, under the players' rules: the same answer for
 * an unknown email and a wrong password, and growing waits after failures (decision 027).
 */
export async function loginOperator(
  deps: OperatorDeps,
  body: OperatorLoginBody,
  ip: string,
): Promise<OperatorSessionResponse> {
  const limits = signInLimits(deps.rateLimiter, 'operator-login', body.email, ip);
  await limits.enforce();
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
  const fail = async (reason: string) => {
    await limits.recordFailure();
    await audit('OPERATOR_LOGIN_FAILED', { reason });
    return invalidCredentials();
  };
  const wait = await limits.waitSeconds();
  if (wait > 0) {
    await audit('OPERATOR_LOGIN_REFUSED_DELAYED', { waitSeconds: wait });
    throw signInDelayed(wait);
  }

  if (!operator) {
    await verifyAgainstDecoy(body.password);
    throw await fail('unknown');
  }
  if (!(await verifyPassword(operator.passwordHash, body.password))) throw await fail('password');
  // Only after the password: a stranger learns nothing about which accounts exist.
  if (operator.disabledAt !== null) {
    await audit('OPERATOR_LOGIN_REFUSED_DISABLED');
    throw new AppError('FORBIDDEN', 'This operator account is disabled.');
  }
  const session = await deps.db.transaction((tx) =>
    startOperatorSession(tx, deps.secrets.tokenKey, operator, now),
  );
  await limits.recordSuccess();
  await audit('OPERATOR_LOGIN_SUCCEEDED');
  return session;
}
