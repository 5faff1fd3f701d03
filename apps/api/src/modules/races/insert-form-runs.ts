import type { Transaction } from '../../db/client';
import { toHundredths } from './prices';
import { formRuns } from './races.schema';

/** One past run as the form feed gives it. */
export interface FormRunInput {
  runOn: string;
  venueCode: string;
  distanceMetres: number;
  going: string;
  position: number;
  fieldSize: number;
  jockey: string;
  weightKg: number;
  marginLengths: number;
  startingPrice: number;
}

/** Stores the form feed's runs of a new race's runners (`created` maps numbers to ids). */
export async function insertFormRuns(
  tx: Transaction,
  runners: readonly { horseNumber: number; form?: readonly FormRunInput[] | undefined }[],
  created: readonly { id: string; horseNumber: number }[],
): Promise<void> {
  const idByNumber = new Map(created.map((runner) => [runner.horseNumber, runner.id]));
  const rows = runners.flatMap((runner) =>
    (runner.form ?? []).map((run, runIndex) => ({
      participantId: idByNumber.get(runner.horseNumber) as string,
      runIndex,
      runOn: run.runOn,
      venueCode: run.venueCode,
      distanceMetres: run.distanceMetres,
      going: run.going,
      position: run.position,
      fieldSize: run.fieldSize,
      jockey: run.jockey,
      weightKg: run.weightKg,
      marginLengths: run.marginLengths,
      startingPriceHundredths: toHundredths(run.startingPrice),
    })),
  );
  if (rows.length > 0) await tx.insert(formRuns).values(rows);
}
