import {
  FORM_DISTANCE_TOLERANCE_METRES,
  type FormGuide,
  type FormRecord,
  type FormRun,
} from '@furlong/contract';

/** Starts and first-three places of some runs. */
export function recordOf(runs: readonly FormRun[]): FormRecord {
  return {
    starts: runs.length,
    wins: runs.filter((run) => run.position === 1).length,
    seconds: runs.filter((run) => run.position === 2).length,
    thirds: runs.filter((run) => run.position === 3).length,
  };
}

export interface TodaysRace {
  venue: string;
  distance: number;
  jockey: string | null;
}

/** The form guide's records: at today's course, at today's distance, with today's jockey. */
export function formRecords(runs: readonly FormRun[], today: TodaysRace): FormGuide['records'] {
  return {
    course: recordOf(runs.filter((run) => run.venue === today.venue)),
    distance: recordOf(
      runs.filter(
        (run) => Math.abs(run.distance - today.distance) <= FORM_DISTANCE_TOLERANCE_METRES,
      ),
    ),
    jockey: recordOf(runs.filter((run) => today.jockey !== null && run.jockey === today.jockey)),
  };
}

const DAY_MS = 86_400_000;

/** Whole days from the newest run to the race's day (both calendar days). */
export function daysSinceLastRun(runs: readonly FormRun[], raceDay: string): number | null {
  const last = runs[0];
  return last ? Math.round((Date.parse(raceDay) - Date.parse(last.date)) / DAY_MS) : null;
}
