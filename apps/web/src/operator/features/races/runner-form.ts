import { MARKET_TYPES, type MarketType } from '@furlong/contract';

/** A runner as typed: every field a string until the contract's schema reads it. */
export interface RunnerValues extends Record<MarketType, string> {
  horseNo: string;
  name: string;
  jockey: string;
  trainer: string;
}
export type RunnerField = keyof RunnerValues;

export const blankRunner = (horseNo = ''): RunnerValues => ({
  horseNo,
  name: '',
  jockey: '',
  trainer: '',
  WIN: '',
  PLACE: '',
  SHP: '',
  THP: '',
});

const toNumber = (value: string) => (value.trim() === '' ? NaN : Number(value));
const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** The body for runnerBodySchema; the schema, not this function, decides what is valid. */
export function toRunnerInput(values: RunnerValues) {
  return {
    horseNo: toNumber(values.horseNo),
    name: values.name,
    jockey: blankToNull(values.jockey),
    trainer: blankToNull(values.trainer),
    prices: Object.fromEntries(MARKET_TYPES.map((market) => [market, toNumber(values[market])])),
  };
}

/** The form field an issue of runnerBodySchema belongs to ('prices.WIN' → 'WIN'). */
export function runnerFieldOf(path: readonly PropertyKey[]): RunnerField | undefined {
  const [first, second] = path;
  if (
    first === 'prices' &&
    typeof second === 'string' &&
    (MARKET_TYPES as readonly string[]).includes(second)
  ) {
    return second as MarketType;
  }
  return first === 'horseNo' || first === 'name' || first === 'jockey' || first === 'trainer'
    ? first
    : undefined;
}
