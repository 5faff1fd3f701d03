import type { TestApp } from './build-test-app';
import { registration, signIn } from './players';

let addressSequence = 0;

/**
 * signedInPlayer, but each registration comes from its own client address: registrations are
 * limited to 10 an hour per address, and tests that need many players are not testing that.
 */
export async function freshPlayer(subject: TestApp) {
  addressSequence += 1;
  const body = registration();
  const response = await subject.app.inject({
    method: 'POST',
    url: '/api/customer/self/register',
    payload: body,
    remoteAddress: `10.99.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const session = await signIn(subject.app, body.customer.traits.email);
  return {
    body,
    session,
    email: body.customer.traits.email,
    mobile: body.customer.traits.mobile,
    auth: { authorization: `Bearer ${session.accessToken}` },
  };
}
