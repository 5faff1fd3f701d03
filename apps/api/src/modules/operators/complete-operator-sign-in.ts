import {
  SECOND_FACTOR_MESSAGES,
  type OperatorSessionResponse,
  type SecondFactorBody,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import { verifySecondFactorChallenge } from '../../security/second-factor-challenge';
import { signInDelayed, signInLimits } from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import { checkSecondFactor, confirmSecondFactor } from '../auth/second-factors';
import type { OperatorDeps } from './operator-deps';
import { findOperatorById } from './operators.queries';
import { startOperatorSession } from './start-operator-session';

/**
 * The second call of an operator's sign-in (decision 052): the challenge the password earned
 * and a code. At enrolment the first code confirms the authenticator and the answer carries
 * the 10 recovery codes, once; otherwise a current code (each once) or a recovery code (each
 * once). Wrong codes count against the same sign-in limits as wrong passwords.
 */
export async function completeOperatorSignIn(
  deps: OperatorDeps,
  body: SecondFactorBody,
  ip: string,
): Promise<OperatorSessionResponse & { recoveryCodes?: string[] }> {
  const now = deps.clock.now();
  const claims = await verifySecondFactorChallenge(
    deps.secrets.tokenKey,
    'operator',
    body.challenge,
    now,
  );
  const operator = claims && (await findOperatorById(deps.db, claims.subject));
  // A challenge outlives no disabling: a disabled operator's enrolment is gone with it.
  if (!claims || !operator || operator.disabledAt !== null)
    throw new AppError('INVALID_CREDENTIALS', SECOND_FACTOR_MESSAGES.challengeExpired);
  const limits = signInLimits(deps.rateLimiter, 'operator-login', operator.email, ip);
  await limits.enforce();
  const audit = (action: string, details: Record<string, unknown> = {}) =>
    recordAudit(deps.db, {
      actor: { type: 'operator', id: operator.id },
      action,
      subjectId: operator.id,
      ip,
      details: { email: operator.email, ...details },
    });
  const wait = await limits.waitSeconds();
  if (wait > 0) {
    await audit('OPERATOR_LOGIN_REFUSED_DELAYED', { waitSeconds: wait });
    throw signInDelayed(wait);
  }

  const owner = { operatorId: operator.id };
  const recoveryCodes =
    claims.purpose === 'ENROL'
      ? await confirmSecondFactor(deps.db, deps.secrets, owner, body.code, now)
      : undefined;
  const method =
    claims.purpose === 'ENROL'
      ? recoveryCodes && 'ENROLMENT'
      : await checkSecondFactor(deps.db, deps.secrets, owner, body.code, now);
  if (!method) {
    await limits.recordFailure();
    await audit('OPERATOR_LOGIN_FAILED', { reason: 'second-factor' });
    throw new AppError('INVALID_CREDENTIALS', SECOND_FACTOR_MESSAGES.codeFailed, [
      { path: 'code', message: SECOND_FACTOR_MESSAGES.codeFailed },
    ]);
  }
  const session = await deps.db.transaction((tx) =>
    startOperatorSession(tx, deps.secrets.tokenKey, operator, now),
  );
  await limits.recordSuccess();
  if (method === 'ENROLMENT') await audit('OPERATOR_SECOND_FACTOR_ENROLLED');
  await audit('OPERATOR_LOGIN_SUCCEEDED', { secondFactor: method });
  return recoveryCodes ? { ...session, recoveryCodes } : session;
}
