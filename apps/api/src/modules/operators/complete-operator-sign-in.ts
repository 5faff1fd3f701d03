import { type OperatorSessionResponse, type SecondFactorBody } from '@furlong/contract';
import { challengeExpired, readSecondFactorChallenge } from '../auth/second-factor-challenge';
import { checkSecondFactor, confirmSecondFactor } from '../auth/second-factors';
import { auditSignIn, startSignInAttempt } from '../auth/sign-in-attempt';
import type { OperatorDeps } from './operator-deps';
import { operatorPrincipal } from './operator-principal';
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
  const claims = await readSecondFactorChallenge(
    deps.secrets.tokenKey,
    operatorPrincipal,
    body.challenge,
    now,
  );
  const operator = await findOperatorById(deps.db, claims.subject);
  // A challenge outlives no disabling: a disabled operator's enrolment is gone with it.
  if (!operator || operator.disabledAt !== null) throw challengeExpired();
  const attempt = await startSignInAttempt(deps.rateLimiter, operatorPrincipal, operator.email, ip);
  const audit = auditSignIn(deps.db, operatorPrincipal, {
    ownerId: operator.id,
    ip,
    details: { email: operator.email },
  });
  await attempt.refuseWhileDelayed(audit);

  const owner = { operatorId: operator.id };
  const recoveryCodes =
    claims.purpose === 'ENROL'
      ? await confirmSecondFactor(deps.db, deps.secrets, owner, body.code, now)
      : undefined;
  const method =
    claims.purpose === 'ENROL'
      ? recoveryCodes && 'ENROLMENT'
      : await checkSecondFactor(deps.db, deps.secrets, owner, body.code, now);
  if (!method) throw await attempt.failSecondFactor(audit);
  const session = await deps.db.transaction((tx) =>
    startOperatorSession(tx, deps.secrets.tokenKey, operator, now),
  );
  await attempt.limits.recordSuccess();
  if (method === 'ENROLMENT') await audit('SECOND_FACTOR_ENROLLED');
  await audit('LOGIN_SUCCEEDED', { secondFactor: method });
  return recoveryCodes ? { ...session, recoveryCodes } : session;
}
