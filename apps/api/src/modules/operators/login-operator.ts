import {
  type OperatorLoginBody,
  type OperatorSessionResponse,
  type SecondFactorChallenge,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import { askSecondFactor } from '../auth/second-factor-challenge';
import { hasSecondFactor, startSecondFactorEnrolment } from '../auth/second-factors';
import { auditSignIn, checkPassword, startSignInAttempt } from '../auth/sign-in-attempt';
import type { OperatorDeps } from './operator-deps';
import { operatorPrincipal } from './operator-principal';
import { findOperatorByEmail } from './operators.queries';
import { startOperatorSession } from './start-operator-session';

/**
 * Signs an operator in by email and password, under the players' rules: the same answer for
 * an unknown email and a wrong password, and growing waits after failures (decision 027).
 * An enrolled operator, and every operator when the second factor is required, gets a
 * challenge instead of a session: the code goes to `completeOperatorSignIn` (decision 052).
 */
export async function loginOperator(
  deps: OperatorDeps,
  body: OperatorLoginBody,
  ip: string,
  options: { isSecondFactorRequired: boolean },
): Promise<OperatorSessionResponse | SecondFactorChallenge> {
  const attempt = await startSignInAttempt(deps.rateLimiter, operatorPrincipal, body.email, ip);
  const now = deps.clock.now();
  const found = await findOperatorByEmail(deps.db, body.email);
  const audit = auditSignIn(deps.db, operatorPrincipal, {
    ownerId: found?.id,
    ip,
    details: { email: body.email },
  });
  await attempt.refuseWhileDelayed(audit);

  const operator = await checkPassword(attempt, audit, found, body.password);
  // Only after the password: a stranger learns nothing about which accounts exist.
  if (operator.disabledAt !== null) {
    await audit('LOGIN_REFUSED_DISABLED');
    throw new AppError('FORBIDDEN', 'This operator account is disabled.');
  }
  const askCode = (purpose: 'ENROL' | 'VERIFY') =>
    askSecondFactor(deps.secrets.tokenKey, operatorPrincipal, operator.id, now, { purpose });
  const owner = { operatorId: operator.id };
  if (await hasSecondFactor(deps.db, owner)) {
    await audit('SECOND_FACTOR_ASKED');
    return askCode('VERIFY');
  }
  if (options.isSecondFactorRequired) {
    const enrolment = await startSecondFactorEnrolment(
      deps.db,
      deps.secrets,
      owner,
      operator.email,
    );
    // Undefined: another sign-in confirmed an authenticator meanwhile, which is then asked.
    if (!enrolment) return askCode('VERIFY');
    await audit('SECOND_FACTOR_ENROLMENT_STARTED');
    return { ...(await askCode('ENROL')), enrolment };
  }
  const session = await deps.db.transaction((tx) =>
    startOperatorSession(tx, deps.secrets.tokenKey, operator, now),
  );
  await attempt.limits.recordSuccess();
  await audit('LOGIN_SUCCEEDED');
  return session;
}
