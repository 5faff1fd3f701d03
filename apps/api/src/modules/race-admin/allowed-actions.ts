import type { FixtureStatus, RaceAction } from '@furlong/contract';

/**
 * What the race's state lets the operator do, as the race verbs enforce it (they remain the
 * authority: a stale console still gets a 409). Publishing and reopening need the race to
 * be before its start time, and so do suspending and reopening a market or a runner (after the
 * off the markets stay closed); a result needs it to be past it (the off); a provisional result
 * may go to an enquiry or be declared official, and only an official one is paid; a voided
 * result is final until the race is paid.
 */
export function allowedActions(
  race: {
    status: string;
    startAt: Date;
    offAt: Date | null;
    resultVoided: boolean;
    resultState: string | null;
  },
  now: Date,
): RaceAction[] {
  const official = race.resultVoided || race.resultState === 'OFFICIAL';
  const beforeOff = now.getTime() < race.startAt.getTime();
  const off = race.offAt === null && 'off';
  // After the off the markets stay closed: no suspending or reopening a market or a runner.
  const markets = beforeOff && race.offAt === null && 'suspendMarkets';
  const byStatus: Record<FixtureStatus, (RaceAction | false)[]> = {
    NEW: [
      'edit',
      'addRunner',
      'prices',
      beforeOff && 'publish',
      'suspend',
      markets,
      'scratch',
      'void',
    ],
    PUBLISHED: ['edit', 'addRunner', 'prices', 'suspend', off, markets, 'scratch', 'void'],
    SUSPENDED: [
      'edit',
      'prices',
      off,
      beforeOff && 'reopen',
      markets,
      'scratch',
      !beforeOff && 'result',
      'void',
    ],
    RESULT: [
      'edit',
      'result',
      !official && 'enquiry',
      !official && 'official',
      !race.resultVoided && 'void',
      official && 'paid',
    ],
    PAID: ['edit', 'complete'],
    COMPLETE: [],
  };
  return (byStatus[race.status as FixtureStatus] ?? []).filter(
    (action): action is RaceAction => action !== false,
  );
}
