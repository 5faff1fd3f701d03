import type { PriceChangePolicy } from '@furlong/contract';
import type { SlipLine, SlipOffers, SlipPick } from './slip-line';

/** The contract accepts at most this many lines in one slip. */
export const MAX_SLIP_LINES = 20;

export type SlipAction =
  | { type: 'add'; pick: SlipPick }
  | { type: 'remove'; selection: string }
  | { type: 'setAmount'; selection: string; amount: string }
  | { type: 'reprice'; offers: SlipOffers; policy?: PriceChangePolicy }
  | { type: 'clear' };

/** Every action that changes nothing returns the same array, so React skips the render. */
export function slipReducer(lines: SlipLine[], action: SlipAction): SlipLine[] {
  switch (action.type) {
    case 'add': {
      const isPresent = lines.some((line) => line.selection === action.pick.selection);
      if (isPresent || lines.length >= MAX_SLIP_LINES) return lines;
      return [...lines, { ...action.pick, amount: '', oddsChanged: false, isAvailable: true }];
    }
    case 'remove':
      return lines.filter((line) => line.selection !== action.selection);
    case 'setAmount':
      return lines.map((line) =>
        line.selection === action.selection ? { ...line, amount: action.amount } : line,
      );
    case 'reprice':
      return repriceLines(lines, action.offers, action.policy ?? 'ASK');
    case 'clear':
      return lines.length === 0 ? lines : [];
  }
}

/**
 * A price that moved is taken over and flagged, so the player sees it before confirming,
 * unless the player's price-change setting (decision 033) accepts it: any price, or a higher
 * one (better for the player).
 */
function repriceLines(
  lines: SlipLine[],
  offers: SlipOffers,
  policy: PriceChangePolicy,
): SlipLine[] {
  let hasChanged = false;
  const next = lines.map((line) => {
    if (!offers.has(line.selection)) return line;
    const price = offers.get(line.selection) ?? null;
    if (price === null) {
      if (!line.isAvailable) return line;
      hasChanged = true;
      return { ...line, isAvailable: false };
    }
    if (price === line.odds && line.isAvailable) return line;
    hasChanged = true;
    const isAccepted = policy === 'ANY' || (policy === 'HIGHER' && price > line.odds);
    const oddsChanged = line.oddsChanged || (price !== line.odds && !isAccepted);
    return { ...line, odds: price, oddsChanged, isAvailable: true };
  });
  return hasChanged ? next : lines;
}
