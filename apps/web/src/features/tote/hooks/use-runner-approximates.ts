import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { useRacePools } from '../api/tote-api';
import { formatDividend } from '../../../lib/rupee-amount';
import { runnerApproximates } from '../pool-dividends';

/**
 * Each horse's tote line for the race card's rows ("Tote: Win ₹43 · Place ₹16"), by horse
 * number; empty until the pools have approximates.
 */
export function useRunnerToteLines(fixtureUid: string): ReadonlyMap<number, string> {
  const { t } = useT();
  const pools = useRacePools(fixtureUid).data;
  return useMemo(() => {
    const lines = new Map<number, string>();
    for (const [horse, approximate] of runnerApproximates(pools ?? [])) {
      const parts = [
        approximate.win === undefined
          ? null
          : `${t('tote.pool.WIN')} ${formatDividend(approximate.win)}`,
        approximate.place === undefined
          ? null
          : `${t('tote.pool.PLACE')} ${formatDividend(approximate.place)}`,
      ].filter((part) => part !== null);
      lines.set(horse, t('tote.runnerLine', { approximates: parts.join(' · ') }));
    }
    return lines;
  }, [pools, t]);
}
