import type { FixtureStatus, RaceAction } from '@furlong/contract';

/**
 * What the race's state lets the operator do, as the race verbs enforce it (they remain the
 * authority: a stale console still gets a 409). Publishing and reopening need the race to
 * be before its start time, a result needs it to be past it (the off); a provisional result
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
  const byStatus: Record<FixtureStatus, (RaceAction | false)[]> = {
    NEW: ['edit', 'addRunner', 'prices', beforeOff && 'publish', 'suspend', 'scratch', 'void'],
    PUBLISHED: ['edit', 'addRunner', 'prices', 'suspend', off, 'scratch', 'void'],
    SUSPENDED: [
      'edit',
      'prices',
      off,
      beforeOff && 'reopen',
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
