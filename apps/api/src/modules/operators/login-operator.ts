import {
  MESSAGES,
  type OperatorLoginBody,
  type OperatorSessionResponse,
  type SecondFactorChallenge,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import {
  issueSecondFactorChallenge,
  SECOND_FACTOR_CHALLENGE_SECONDS,
} from '../../security/second-factor-challenge';
import { signInDelayed, signInLimits } from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import { hasSecondFactor, startSecondFactorEnrolment } from '../auth/second-factors';
import type { OperatorDeps } from './operator-deps';
import { findOperatorByEmail } from './operators.queries';
import { startOperatorSession } from './start-operator-session';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', MESSAGES.signInFailed);

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
  const owner = { operatorId: operator.id };
  if (await hasSecondFactor(deps.db, owner)) {
    await audit('OPERATOR_SECOND_FACTOR_ASKED');
    return challengeOf(deps, operator.id, 'VERIFY', now);
  }
  if (options.isSecondFactorRequired) {
    const enrolment = await startSecondFactorEnrolment(
      deps.db,
      deps.secrets,
      owner,
      operator.email,
    );
    // Undefined: another sign-in confirmed an authenticator meanwhile, which is then asked.
    if (!enrolment) return challengeOf(deps, operator.id, 'VERIFY', now);
    await audit('OPERATOR_SECOND_FACTOR_ENROLMENT_STARTED');
    return { ...(await challengeOf(deps, operator.id, 'ENROL', now)), enrolment };
  }
  const session = await deps.db.transaction((tx) =>
    startOperatorSession(tx, deps.secrets.tokenKey, operator, now),
  );
  await limits.recordSuccess();
  await audit('OPERATOR_LOGIN_SUCCEEDED');
  return session;
}

async function challengeOf(
  deps: OperatorDeps,
  operatorId: string,
  purpose: 'ENROL' | 'VERIFY',
  now: Date,
): Promise<SecondFactorChallenge> {
  return {
    secondFactor: 'TOTP',
    challenge: await issueSecondFactorChallenge(
      deps.secrets.tokenKey,
      { principal: 'operator', subject: operatorId, purpose },
      now,
    ),
    expiresIn: SECOND_FACTOR_CHALLENGE_SECONDS,
  };
}
