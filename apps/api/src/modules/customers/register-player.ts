import { BRAND, type RegisterBody } from '@furlong/contract';
import { eq, or } from 'drizzle-orm';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/record-audit';
import type { IdentityDeps } from '../identity/identity-deps';
import { players } from './customers.schema';

export const REGISTRATION_REPLY = 'Registration received. Please sign in to continue.';

/**
 * Registers a player. The reply is the same whether or not the email or mobile is already
 * taken (docs/decisions/006-registration-without-enumeration.md): a taken address gets a
 * message telling its owner someone tried to register with it, and nobody else learns a thing.
 */
export async function registerPlayer(
  deps: IdentityDeps,
  body: RegisterBody,
  ip: string,
): Promise<string> {
  const { traits } = body.customer;
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const [created] = await deps.db
    .insert(players)
    .values({
      brand: BRAND,
      email: traits.email,
      mobile: traits.mobile,
      firstname: traits.firstname,
      lastname: traits.lastname,
      dateOfBirth: traits.dateOfBirth,
      state: traits.state,
      passwordHash,
      passwordChangedAt: now,
      acceptedTermsAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: players.id });

  if (created) {
    await recordAudit(deps.db, {
      actor: { type: 'player', id: created.id },
      action: 'REGISTERED',
      subjectId: created.id,
      ip,
    });
    return REGISTRATION_REPLY;
  }
  const owners = await deps.db
    .select({ id: players.id, email: players.email, mobile: players.mobile })
    .from(players)
    .where(or(eq(players.email, traits.email), eq(players.mobile, traits.mobile)));
  for (const owner of owners) {
    await recordAudit(deps.db, {
      actor: { type: 'anonymous' },
      action: 'REGISTRATION_DUPLICATE',
      subjectId: owner.id,
      ip,
    });
    const byEmail = owner.email === traits.email;
    await deps.notifier.send({
      to: byEmail ? owner.email : owner.mobile,
      channel: byEmail ? 'EMAIL' : 'SMS',
      purpose: 'REGISTRATION_DUPLICATE',
      subject: 'Someone tried to register with your details',
      body: 'Someone tried to open a Furlong account with your details. If it was you, sign in or use Forgot password. If not, you need do nothing.',
    });
  }
  return REGISTRATION_REPLY;
}
