import {
  BRAND,
  ERROR_MESSAGES,
  maskPan,
  PRIVACY_NOTICE_VERSION,
  type RegisterBody,
} from '@furlong/contract';
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { panHash } from '../../security/identity-hash';
import { hashPassword } from '../../security/passwords';
import type { ServerSecrets } from '../../security/server-secrets';
import { recordAudit } from '../audit/record-audit';
import { refuseRegistrationFromClosedState } from '../legal/refuse-closed-registration';
import type { Notification, Notifier } from '../notifications/notifier';
import { sendOrRehearse } from '../notifications/send-or-rehearse';
import { players } from './customers.schema';

/** What registering needs (a player's sign-in deps carry it all). */
export interface RegistrationDeps {
  db: Database;
  clock: Clock;
  secrets: ServerSecrets;
  notifier: Notifier;
  /** Identity's sendRegistrationCodes, handed in where the app is put together (decision 090). */
  registrationCodes: RegistrationCodes;
}

/**
 * Writes the new account's email and mobile codes in the registration's transaction, or
 * rehearses them when the details are taken (`playerId` null).
 */
export type RegistrationCodes = (
  deps: { secrets: ServerSecrets; notifier: Notifier },
  tx: Transaction,
  addresses: { email: string; mobile: string },
  playerId: string | null,
  now: Date,
) => Promise<void>;

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
  deps: RegistrationDeps,
  body: RegisterBody,
  ip: string,
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const pan = sealedPan(deps.secrets.fieldCipher, body.customer.traits.taxNumber);
  await deps.db.transaction((tx) => registerIn(tx, deps, body, pan, passwordHash, now, ip));
  // Either way something was queued (the codes, or the notice to the owner).
  deps.notifier.deliverSoon?.();
  return REGISTRATION_REPLY;
}

interface SealedPan {
  taxNumber: string;
  taxNumberMasked: string;
  taxNumberHash: string;
}

/** The PAN as the profile stores it: sealed, masked, and its keyed hash (decision 047). */
function sealedPan(cipher: FieldCipher, pan: string | undefined): SealedPan | null {
  if (pan === undefined) return null;
  return {
    taxNumber: cipher.seal(pan),
    taxNumberMasked: maskPan(pan),
    taxNumberHash: panHash(cipher, pan),
  };
}

const panInUse = () => new AppError('PAN_IN_USE', ERROR_MESSAGES.PAN_IN_USE);

/** One person, one account (decision 047): a PAN another player holds is refused. */
async function refusePanHeld(tx: Transaction, pan: SealedPan | null) {
  if (!pan) return;
  const [holder] = await tx
    .select({ id: players.id })
    .from(players)
    .where(eq(players.taxNumberHash, pan.taxNumberHash));
  if (holder) throw panInUse();
}

async function registerIn(
  tx: Transaction,
  deps: RegistrationDeps,
  body: RegisterBody,
  pan: SealedPan | null,
  passwordHash: string,
  now: Date,
  ip: string,
): Promise<void> {
  const { notifier } = deps;
  const { traits } = body.customer;
  await refuseRegistrationFromClosedState(tx, traits.state);
  await refusePanHeld(tx, pan);
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
      ...pan,
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
    // Registering accepts the terms and the privacy notice in force: the account's purpose is
    // consented to here, on the registration screen; marketing is never assumed (decision 070;
    // the one writer of the record is data-rights/consents.queries.ts, which reads this row).
    await tx.execute(sql`insert into player_consents (player_id, notice_version, purposes, screen, given_at)
      values (${created.id}, ${PRIVACY_NOTICE_VERSION}, ${'{ACCOUNT}'}::varchar(32)[], 'REGISTRATION', ${now})`);
    await recordAudit(tx, {
      actor: { type: 'player', id: created.id },
      action: 'REGISTERED',
      subjectId: created.id,
      ip,
    });
    await deps.registrationCodes(deps, tx, traits, created.id, now);
    await sendOrRehearse(notifier, duplicateNotice(traits.email, 'EMAIL'), tx, {
      isRehearsal: true,
    });
    return;
  }
  // Two registrations with one PAN at once: the unique index let the other one in.
  if (owners.length === 0) await refusePanHeld(tx, pan);
  await deps.registrationCodes(deps, tx, traits, null, now);
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
}

const duplicateNotice = (to: string, channel: 'EMAIL' | 'SMS'): Notification => ({
  to,
  channel,
  purpose: 'REGISTRATION_DUPLICATE',
  subject: 'Someone tried to register with your details',
  body: 'Someone tried to open a Furlong account with your details. If it was you, sign in or use Forgot password. If not, you need do nothing.',
});
