import type { MultiRacePool } from '@furlong/contract';
import type { Translator } from '../../i18n/use-t';

/** "Jackpot", or "Jackpot 2" for a venue's second Jackpot of the day. */
export function multiRacePoolName(
  pool: Pick<MultiRacePool, 'pool' | 'sequence'>,
  t: Translator['t'],
): string {
  const name = t(`multiRace.pool.${pool.pool}`);
  return pool.sequence > 1
    ? t('multiRace.poolNumbered', { pool: name, sequence: pool.sequence })
    : name;
}
