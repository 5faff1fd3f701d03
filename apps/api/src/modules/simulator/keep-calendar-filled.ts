import { addDays, indiaDayOf } from '@furlong/contract';
import { seedDemo } from '../../db/seed/seed-demo';
import { addTwilightMeetingIfNeeded } from '../../db/seed/twilight-meeting';
import { seedDemoTips } from '../content/seed-demo-content';
import type { RaceDeps } from '../races/race-deps';
import type { Attempt, SimulatorLog } from './simulator-log';

/** The demo week around today, nearest days first. */
const DAY_OFFSETS = [0, 1, -1, 2, -2, 3, -3];

/**
 * Keeps the demo calendar full: after boot (which seeds only today and tomorrow) the rest
 * of the week, at each India midnight the day that comes into range, and late in the
 * evening a last meeting so today still has a race to bet on. At most one day is written
 * per tick, so a long fill never holds races past their off.
 */
export async function keepCalendarFilled(
  deps: RaceDeps,
  state: { seededDay: string | null },
  log: SimulatorLog,
  attempt: Attempt,
): Promise<void> {
  const today = indiaDayOf(deps.clock.now());
  if (state.seededDay !== today) {
    for (const offset of DAY_OFFSETS) {
      const day = addDays(today, offset);
      let added = 0;
      const isDone = await attempt({ day }, async () => {
        const seeded = await seedDemo(deps, { today: day, daysBefore: 0, daysAfter: 0 });
        if (seeded.meetings > 0) log.info({ day, ...seeded }, 'simulator added race cards');
        added = seeded.meetings;
      });
      // One day's writing per tick; a failed day is tried again next tick.
      if (!isDone || added > 0) return;
    }
    const tipsDone = await attempt({ day: today }, async () => {
      const added = await seedDemoTips(deps.db, today);
      if (added > 0) log.info({ day: today, tips: added }, 'simulator added tips');
    });
    if (!tipsDone) return;
    state.seededDay = today;
  }
  // Only once today's own cards exist, or an empty morning would look like a late night.
  await attempt({ today }, async () => {
    const twilight = await addTwilightMeetingIfNeeded(deps);
    if (!twilight) return;
    const details = { venue: twilight.venueCode, races: twilight.startTimes.length };
    log.info(details, 'simulator added an evening meeting');
  });
}
