import { z } from 'zod';
import { hasWholeHundredths, int32Schema } from './number-bounds';
import { marketTypeSchema } from './fixtures';

/**
 * Derived prices and moving the field (decision 073). A Place, SHP or THP market with a margin
 * has its prices derived from the race's Win prices by Harville's model of finishing orders; a
 * price the trader sets there by hand overrides the model until cleared.
 */
export const DERIVED_MARKET_TYPES = ['PLACE', 'SHP', 'THP'] as const;
export const derivedMarketSchema = z.enum(DERIVED_MARKET_TYPES, 'Choose PLACE, SHP or THP');
export type DerivedMarketType = z.infer<typeof derivedMarketSchema>;

export const PRICE_MODEL_MESSAGES = {
  margin: 'Margin must be 0 to 50 per cent with at most two decimals',
  percent: 'Move by -50 to 50 per cent (not 0) with at most two decimals',
  horseNo: 'Horse number must be 1 to 99',
  nothingToChange: 'Nothing to change',
  noRoom: 'That move leaves no room in the book for the other runners',
} as const;
const M = PRICE_MODEL_MESSAGES;

const horseNoSchema = int32Schema(M.horseNo).min(1, M.horseNo).max(99, M.horseNo);

export const modelRunnerSchema = z.object({
  horseNo: int32Schema(),
  /** The "to 1" price on offer. */
  price: z.number(),
  /** What the model gives from the Win prices with the market's margin; null if not derived or not paying. */
  modelPrice: z.number().nullable(),
  /** Priced by hand in a derived market: the model leaves it until cleared. */
  overridden: z.boolean(),
});
export type ModelRunner = z.infer<typeof modelRunnerSchema>;

export const priceModelSchema = z.object({
  /** Sum of 1 / (1 + Win price) over the runners still in, as a percentage (118 is a 118 % book). */
  winBookPercent: z.number(),
  markets: z.array(
    z.object({
      market: derivedMarketSchema,
      /** Null: the market's prices are typed; a number: derived with this margin. */
      marginPercent: z.number().nullable(),
      runners: z.array(modelRunnerSchema),
    }),
  ),
});
export type PriceModel = z.infer<typeof priceModelSchema>;

const marginPercentSchema = z
  .number(M.margin)
  .min(0, M.margin)
  .max(50, M.margin)
  .refine((value) => value === 0 || hasWholeHundredths(value), M.margin);

/** Derive a market (a margin) or type its prices again (null); clear overrides, back to the model. */
export const setPriceModelBodySchema = z
  .object({
    margins: z
      .array(
        z.object({ market: derivedMarketSchema, marginPercent: marginPercentSchema.nullable() }),
      )
      .max(3)
      .optional(),
    clearOverrides: z
      .array(z.object({ market: derivedMarketSchema, horseNo: horseNoSchema }))
      .max(120)
      .optional(),
  })
  .refine(
    (body) => (body.margins?.length ?? 0) + (body.clearOverrides?.length ?? 0) > 0,
    M.nothingToChange,
  );
export type SetPriceModelBody = z.infer<typeof setPriceModelBodySchema>;

/**
 * Move the field: every price of a market by a percentage, or one runner (horseNo) with the
 * others re-balanced to keep the book. A positive percentage shortens (each chance × (1 + p/100)),
 * a negative one drifts.
 */
export const moveFieldBodySchema = z.object({
  market: marketTypeSchema,
  percent: z
    .number(M.percent)
    .min(-50, M.percent)
    .max(50, M.percent)
    .refine((value) => value !== 0 && hasWholeHundredths(value), M.percent),
  horseNo: horseNoSchema.optional(),
});
export type MoveFieldBody = z.infer<typeof moveFieldBodySchema>;
