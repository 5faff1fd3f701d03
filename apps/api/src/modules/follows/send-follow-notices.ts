import { formatRaceDate, indiaClockOf, indiaDayOf, STARTING_SOON_MINUTES } from '@furlong/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { announceAccountChange } from '../../realtime/announce-account-change';
import type { RealtimeHub } from '../../realtime/hub';
import type { Notifier } from '../notifications/notifier';
import { queuePushes } from '../notifications/queue-pushes';
import { clearBettingContact } from '../protections/clear-betting-contact';
import {
  findNoticeCandidates,
  insertNotice,
  type FollowMoment,
  type NoticeCandidate,
} from './follow-notices.queries';

/** How often the follow list's notices are looked for: "30 minutes before" within 15 s. */
export const FOLLOW_NOTICES_EVERY_MS = 15_000;

export interface FollowNoticeDeps {
  db: Database;
  hub: RealtimeHub;
  clock: Clock;
  notifier: Notifier;
  /** The site's address for the race link in an email; without it the link is a path. */
  publicUrl?: string | undefined;
}

const MOMENTS: readonly FollowMoment[] = ['DECLARED', 'STARTING_SOON', 'RESULT'];

/** Who the notice is about, as the player followed it. */
function describeRunner(candidate: NoticeCandidate): string {
  if (candidate.kind === 'JOCKEY') return `${candidate.jockey ?? ''} rides ${candidate.horse}`;
  if (candidate.kind === 'TRAINER')
    return `${candidate.horse} (trainer ${candidate.trainer ?? ''})`;
  return candidate.horse;
}

function describeOutcome(candidate: NoticeCandidate): string {
  if (candidate.voided) return 'the race was declared void';
  if (candidate.place === 1) return `${candidate.horse} won`;
  if (candidate.place === 2) return `${candidate.horse} finished 2nd`;
  if (candidate.place === 3) return `${candidate.horse} finished 3rd`;
  return `${candidate.horse} finished unplaced`;
}

export function composeNotice(candidate: NoticeCandidate, moment: FollowMoment, now: Date): string {
  const startAt = new Date(candidate.start_at);
  const race = `${candidate.venue_name} R${candidate.race_number}`;
  const who = describeRunner(candidate);
  switch (moment) {
    case 'DECLARED':
      return `Declared: ${who} in ${race}, ${formatRaceDate(indiaDayOf(startAt))} at ${indiaClockOf(startAt)}.`;
    case 'STARTING_SOON': {
      const minutes = Math.max(1, Math.ceil((startAt.getTime() - now.getTime()) / 60_000));
      return `Off in ${minutes} minutes: ${who} in ${race} at ${indiaClockOf(startAt)}.`;
    }
    case 'RESULT':
      return `Result of ${race}: ${describeOutcome(candidate)}${candidate.kind === 'HORSE' ? '' : ` (${who})`}.`;
  }
}

/**
 * Tells players about the horses, jockeys and trainers they follow: declared to run, 30
 * minutes before the race, and the result. Each notice is a row whose key (player, runner,
 * moment) makes it happen once across instances and runs; its email goes into the outbox in
 * the same transaction, and the page hears of it on the player's private channel after commit.
 * Answers how many notices it made.
 */
export async function sendFollowNotices(deps: FollowNoticeDeps): Promise<number> {
  const now = deps.clock.now();
  const told = new Set<string>();
  let made = 0;
  for (const moment of MOMENTS) {
    const candidates = await findNoticeCandidates(deps.db, moment, now, STARTING_SOON_MINUTES);
    for (const candidate of candidates) {
      const message = composeNotice(candidate, moment, now);
      const isNew = await deps.db.transaction(async (tx) => {
        // A player on a break, excluded or waiting to return hears nothing, not even on the page.
        const clearance = await clearBettingContact(tx, candidate.player_id, now);
        if (!clearance) return false;
        if (!(await insertNotice(tx, candidate, moment, message, now))) return false;
        const racePath = `/fixtures/${indiaDayOf(new Date(candidate.start_at))}/${candidate.fixture_id}`;
        await queuePushes(tx, 'FOLLOWS', [
          {
            playerId: candidate.player_id,
            payload: {
              title: `${candidate.venue_name} R${candidate.race_number}`,
              body: message,
              url: racePath,
              tag: `follow-${candidate.fixture_id}-${moment}`,
            },
          },
        ]);
        if (candidate.follow_emails) {
          const link = `${deps.publicUrl ?? ''}${racePath}`;
          await deps.notifier.send(
            {
              to: candidate.email,
              channel: 'EMAIL',
              purpose: 'FOLLOW_NOTICE',
              clearance,
              subject: `Furlong: ${message}`,
              body: `${message}\n\nRace card: ${link}\n\nYou follow this ${candidate.kind.toLowerCase()}. Change what you follow or stop these emails in My account > Following.`,
            },
            tx,
          );
        }
        return true;
      });
      if (isNew) {
        made += 1;
        told.add(candidate.player_id);
      }
    }
  }
  await announceAccountChange(deps.hub, told, { reason: 'FOLLOW_NOTICE' });
  return made;
}
