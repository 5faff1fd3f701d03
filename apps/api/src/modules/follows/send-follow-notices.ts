import {
  DEFAULT_LANGUAGE,
  formatRaceDateIn,
  indiaClockOf,
  indiaDayOf,
  STARTING_SOON_MINUTES,
} from '@furlong/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { announceAccountChange } from '../../realtime/announce-account-change';
import type { RealtimeHub } from '../../realtime/hub';
import type { Notifier } from '../notifications/notifier';
import { sayIn, type SayPush } from '../notifications/push-words';
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

/** The notice on the page and in the email is English, as the follow emails are. */
const ENGLISH = sayIn(DEFAULT_LANGUAGE);

/** Who the notice is about, as the player followed it. */
function describeRunner(candidate: NoticeCandidate, say: SayPush): string {
  const horse = candidate.horse;
  if (candidate.kind === 'JOCKEY')
    return say('runnerJockey', { jockey: candidate.jockey ?? '', horse });
  if (candidate.kind === 'TRAINER')
    return say('runnerTrainer', { horse, trainer: candidate.trainer ?? '' });
  return horse;
}

function describeOutcome(candidate: NoticeCandidate, say: SayPush): string {
  if (candidate.voided) return say('outcomeVoid');
  const horse = { horse: candidate.horse };
  if (candidate.place === 1) return say('outcomeWon', horse);
  if (candidate.place === 2) return say('outcomeSecond', horse);
  if (candidate.place === 3) return say('outcomeThird', horse);
  return say('outcomeUnplaced', horse);
}

/**
 * The notice in the push words' language: English for the page and the email, the player's for
 * the push (decision 091).
 */
export function composeNotice(
  candidate: NoticeCandidate,
  moment: FollowMoment,
  now: Date,
  say: SayPush = ENGLISH,
): string {
  const startAt = new Date(candidate.start_at);
  const race = raceOf(candidate, say);
  const runner = describeRunner(candidate, say);
  const time = indiaClockOf(startAt);
  switch (moment) {
    case 'DECLARED': {
      const day = formatRaceDateIn(say.language, indiaDayOf(startAt));
      return say('followDeclared', { runner, race, day, time });
    }
    case 'STARTING_SOON': {
      const minutes = Math.max(1, Math.ceil((startAt.getTime() - now.getTime()) / 60_000));
      return say('followStartingSoon', { minutes, runner, race, time });
    }
    case 'RESULT': {
      const outcome = describeOutcome(candidate, say);
      return candidate.kind === 'HORSE'
        ? say('followResult', { race, outcome })
        : say('followResultOf', { race, outcome, runner });
    }
  }
}

function raceOf(candidate: NoticeCandidate, say: SayPush): string {
  return say('race', { venue: candidate.venue_name, race: candidate.race_number });
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
            words: (say) => ({
              title: raceOf(candidate, say),
              body: composeNotice(candidate, moment, now, say),
            }),
            url: racePath,
            tag: `follow-${candidate.fixture_id}-${moment}`,
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
