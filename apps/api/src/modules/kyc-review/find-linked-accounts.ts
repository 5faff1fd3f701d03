import type { AccountStanding, KycLinkedAccount, KycStatus } from '@furlong/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { beneficiaries } from '../cashier/cashier.schema';
import { players } from '../customers/customers.schema';
import { isSelfExcluded } from '../protections/protection-rules';
import { playerProtections, type PlayerProtectionsRow } from '../protections/protections.schema';

type Link = KycLinkedAccount['shares'][number];

/**
 * One person, one account (decision 047): for each player, the other accounts that share its
 * PAN, a bank account or a VPA, matched by their keyed hashes, with each one's standing.
 */
export async function findLinkedAccounts(
  db: Executor,
  playerIds: string[],
  now: Date,
): Promise<Map<string, KycLinkedAccount[]>> {
  const found = new Map<string, KycLinkedAccount[]>();
  if (playerIds.length === 0) return found;
  const other = alias(players, 'other');
  const otherBeneficiary = alias(beneficiaries, 'other_beneficiary');
  const byPan = await db
    .select({ subject: players.id, other: other.id })
    .from(players)
    .innerJoin(other, and(eq(other.taxNumberHash, players.taxNumberHash), ne(other.id, players.id)))
    .where(inArray(players.id, playerIds));
  const byBeneficiary = await db
    .selectDistinct({
      subject: beneficiaries.playerId,
      other: otherBeneficiary.playerId,
      type: beneficiaries.type,
    })
    .from(beneficiaries)
    .innerJoin(
      otherBeneficiary,
      and(
        eq(otherBeneficiary.identityHash, beneficiaries.identityHash),
        ne(otherBeneficiary.playerId, beneficiaries.playerId),
      ),
    )
    .where(inArray(beneficiaries.playerId, playerIds));
  const links: { subject: string; other: string; link: Link }[] = [
    ...byPan.map((row) => ({ ...row, link: 'PAN' as const })),
    ...byBeneficiary.map((row) => ({
      subject: row.subject,
      other: row.other,
      link: row.type === 'BANK' ? ('BANK_ACCOUNT' as const) : ('VPA' as const),
    })),
  ];
  if (links.length === 0) return found;
  const others = await db
    .select({ player: players, guard: playerProtections })
    .from(players)
    .leftJoin(playerProtections, eq(playerProtections.playerId, players.id))
    .where(
      inArray(
        players.id,
        links.map((link) => link.other),
      ),
    );
  const accounts = new Map(others.map((row) => [row.player.id, row]));
  for (const { subject, other: otherId, link } of links) {
    const account = accounts.get(otherId);
    if (!account) continue;
    const list = found.get(subject) ?? [];
    const known = list.find((entry) => entry.uid === otherId);
    if (known) {
      if (!known.shares.includes(link)) known.shares.push(link);
      continue;
    }
    list.push({
      uid: otherId,
      name: `${account.player.firstname} ${account.player.lastname}`,
      email: account.player.email,
      kycVerificationStatus: account.player.kycStatus as KycStatus,
      shares: [link],
      standing: standingOf(account.guard ?? undefined, now),
    });
    found.set(subject, list);
  }
  return found;
}

/** Closed first, then a self-exclusion, then a time-out: the strongest protection names it. */
export function standingOf(guard: PlayerProtectionsRow | undefined, now: Date): AccountStanding {
  if (guard?.closedAt) return 'CLOSED';
  if (isSelfExcluded(guard, now)) return 'SELF_EXCLUDED';
  if (guard?.timeOutUntil && guard.timeOutUntil > now) return 'TIMED_OUT';
  return 'ACTIVE';
}
