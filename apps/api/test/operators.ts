import type { OperatorRole, OperatorSessionResponse } from '@furlong/contract';
import { createOperator } from '../src/modules/operators/create-operator';
import type { TestApp } from './build-test-app';

export const OPERATOR_PASSWORD = 'Paddock@2031';
let sequence = 0;

export async function signInOperator(
  subject: TestApp,
  email: string,
  password = OPERATOR_PASSWORD,
): Promise<OperatorSessionResponse> {
  const response = await subject.app.inject({
    method: 'POST',
    url: '/api/operator/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`);
  return response.json();
}

/** Creates an operator with a unique email and the role(s) given, and signs them in. */
export async function signedInOperator(
  subject: TestApp,
  role: OperatorRole | OperatorRole[] = 'ADMIN',
) {
  sequence += 1;
  const email = `staff.${Date.now() % 1_000_000}.${sequence}@furlong.test`;
  const operator = await createOperator(subject.database.db, {
    email,
    name: `Staff ${sequence}`,
    roles: Array.isArray(role) ? role : [role],
    password: OPERATOR_PASSWORD,
  });
  if (!operator) throw new Error('operator not created');
  const session = await signInOperator(subject, email);
  return { operator, email, session, auth: { authorization: `Bearer ${session.accessToken}` } };
}
