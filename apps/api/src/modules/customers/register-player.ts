import { BRAND, type RegisterBody } from '@furlong/contract';
import { eq, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/record-audit';
import type { IdentityDeps } from '../identity/identity-deps';
import type { Notification, Notifier } from '../notifications/notifier';
import { sendOrRehearse } from '../notifications/send-or-rehearse';
import { players } from './customers.schema';

export const REGISTRATION_REPLY = 'Registration received. Please sign in to continue.';

/**
 * Registers a player. The reply is the same whether or not the email or mobile is already
 * taken (docs/decisions/006-registration-without-enumeration.md): a taken address gets a
 * message telling its owner someone tried to register with it, and nobody else learns a thing.
 * Everything is written in one transaction: the new player with its audit entry, or the
 * attempt's audit entries with the outbox messages they cause (decision 029), so a message
 * exists exactly when its cause committed.
 */
export async function registerPlayer(
  deps: IdentityDeps,
  body: RegisterBody,
  ip: string,
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const queued = await deps.db.transaction((tx) =>
    registerIn(tx, deps.notifier, body, passwordHash, now, ip),
  );
  if (queued) deps.notifier.deliverSoon?.();
  return REGISTRATION_REPLY;
}

/** Answers whether messages were queued. */
async function registerIn(
  tx: Transaction,
  notifier: Notifier,
  body: RegisterBody,
  passwordHash: string,
  now: Date,
  ip: string,
): Promise<boolean> {
  const { traits } = body.customer;
  const [created] = await tx
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

  // Who holds the email or mobile: read on both paths, like the notice below, so the reply
  // time does not say whether the details were taken (decision 050).
  const owners = await tx
    .select({ id: players.id, email: players.email, mobile: players.mobile })
    .from(players)
    .where(or(eq(players.email, traits.email), eq(players.mobile, traits.mobile)));
  if (created) {
    await recordAudit(tx, {
      actor: { type: 'player', id: created.id },
      action: 'REGISTERED',
      subjectId: created.id,
      ip,
    });
    await sendOrRehearse(notifier, duplicateNotice(traits.email, 'EMAIL'), tx, {
      isRehearsal: true,
    });
    return false;
  }
  for (const owner of owners) {
    await recordAudit(tx, {
      actor: { type: 'anonymous' },
      action: 'REGISTRATION_DUPLICATE',
      subjectId: owner.id,
      ip,
    });
    const byEmail = owner.email === traits.email;
    await sendOrRehearse(
      notifier,
      byEmail ? duplicateNotice(owner.email, 'EMAIL') : duplicateNotice(owner.mobile, 'SMS'),
      tx,
      { isRehearsal: false },
    );
  }
  return owners.length > 0;
}

const duplicateNotice = (to: string, channel: 'EMAIL' | 'SMS'): Notification => ({
  to,
  channel,
  purpose: 'REGISTRATION_DUPLICATE',
  subject: 'Someone tried to register with your details',
  body: 'Someone tried to open a Furlong account with your details. If it was you, sign in or use Forgot password. If not, you need do nothing.',
});
