import type { TotePool } from '@furlong/contract';

/** The pools as the console names them. */
export const POOL_NAMES: Record<TotePool, string> = {
  WIN: 'Win',
  PLACE: 'Place',
  SHP: 'SHP',
  THP: 'THP',
  FORECAST: 'Forecast',
  QUINELLA: 'Quinella',
  TANALA: 'Tanala',
};
