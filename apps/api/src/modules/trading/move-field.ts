import { PRICE_MODEL_MESSAGES } from '@furlong/contract';
import { AppError } from '../../app-error';
import { MAX_PRICE_HUNDREDTHS, MIN_PRICE_HUNDREDTHS } from './derive-prices';

export interface FieldPrice {
  horseNumber: number;
  priceHundredths: number;
}

const chanceOf = (hundredths: number) => 100 / (hundredths + 100);
const priceOf = (chance: number) =>
  Math.min(MAX_PRICE_HUNDREDTHS, Math.max(MIN_PRICE_HUNDREDTHS, Math.round(100 / chance - 100)));

/**
 * Moving the field. Every runner (no horse named): each implied chance × (1 + percent/100), so
 * the book grows (shortens) or shrinks (drifts) by that factor. One runner: its chance moves so,
 * and the others' chances are scaled to keep the book as it was. Prices are rounded to the
 * hundredth and kept within 0.01 and 999.
 */
export function moveField(
  prices: readonly FieldPrice[],
  percent: number,
  horseNumber?: number,
): FieldPrice[] {
  const factor = 1 + percent / 100;
  if (horseNumber === undefined) {
    return prices.map((price) => ({
      horseNumber: price.horseNumber,
      priceHundredths: priceOf(chanceOf(price.priceHundredths) * factor),
    }));
  }
  const moving = prices.find((price) => price.horseNumber === horseNumber);
  if (!moving)
    throw new AppError('VALIDATION_FAILED', `Horse ${horseNumber} is not in this market`);
  const book = prices.reduce((sum, price) => sum + chanceOf(price.priceHundredths), 0);
  const before = chanceOf(moving.priceHundredths);
  const after = before * factor;
  const othersBefore = book - before;
  const othersAfter = book - after;
  if (othersBefore > 0 && othersAfter <= 0) {
    throw new AppError('VALIDATION_FAILED', PRICE_MODEL_MESSAGES.noRoom);
  }
  const scale = othersBefore > 0 ? othersAfter / othersBefore : 1;
  return prices.map((price) => ({
    horseNumber: price.horseNumber,
    priceHundredths:
      price === moving ? priceOf(after) : priceOf(chanceOf(price.priceHundredths) * scale),
  }));
}
