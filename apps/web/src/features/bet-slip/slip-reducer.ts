import type { PriceChangePolicy } from '@furlong/contract';
import type { PlacePart, SlipLine, SlipOffers, SlipPick } from './slip-line';

/** The contract accepts at most this many lines in one slip (each-way counts two). */
export const MAX_SLIP_LINES = 20;
/** Spec section 5: the amount input takes at most five digits. */
export const MAX_AMOUNT_RUPEES = 99_999;

export type SlipAction =
  | { type: 'add'; pick: SlipPick }
  | { type: 'remove'; selection: string }
  | { type: 'setAmount'; selection: string; amount: string }
  /** A quick stake: added to what the line holds, never beyond five digits. */
  | { type: 'addStake'; selection: string; rupees: number }
  /** The same stake for every line. */
  | { type: 'setEveryAmount'; amount: string }
  | { type: 'setEachWay'; selection: string; place: Omit<PlacePart, 'oddsChanged'> | null }
  | { type: 'reprice'; offers: SlipOffers; policy?: PriceChangePolicy }
  | { type: 'clear' }
  /** Lines placed: they leave the slip, the rest stay. */
  | { type: 'removeMany'; selections: ReadonlySet<string> };

/** Every action that changes nothing returns the same array, so React skips the render. */
export function slipReducer(lines: SlipLine[], action: SlipAction): SlipLine[] {
  switch (action.type) {
    case 'add': {
      const isPresent = lines.some((line) => line.selection === action.pick.selection);
      if (isPresent || lines.length >= MAX_SLIP_LINES) return lines;
      return [
        ...lines,
        { ...action.pick, amount: '', oddsChanged: false, isAvailable: true, eachWay: null },
      ];
    }
    case 'remove':
      return lines.filter((line) => line.selection !== action.selection);
    case 'removeMany': {
      const kept = lines.filter((line) => !action.selections.has(line.selection));
      return kept.length === lines.length ? lines : kept;
    }
    case 'setAmount':
      return updateLine(lines, action.selection, (line) => ({ ...line, amount: action.amount }));
    case 'addStake':
      return updateLine(lines, action.selection, (line) => ({
        ...line,
        amount: String(Math.min(Number(line.amount || '0') + action.rupees, MAX_AMOUNT_RUPEES)),
      }));
    case 'setEveryAmount':
      return lines.every((line) => line.amount === action.amount)
        ? lines
        : lines.map((line) => ({ ...line, amount: action.amount }));
    case 'setEachWay':
      return updateLine(lines, action.selection, (line) => ({
        ...line,
        eachWay:
          action.place && line.market === 'WIN' ? { ...action.place, oddsChanged: false } : null,
      }));
    case 'reprice':
      return repriceLines(lines, action.offers, action.policy ?? 'ASK');
    case 'clear':
      return lines.length === 0 ? lines : [];
  }
}

function updateLine(
  lines: SlipLine[],
  selection: string,
  update: (line: SlipLine) => SlipLine,
): SlipLine[] {
  return lines.map((line) => (line.selection === selection ? update(line) : line));
}

interface Priced {
  odds: number;
  oddsChanged: boolean;
  isAvailable: boolean;
}

/**
 * A price that moved is taken over and flagged, so the player sees it before confirming,
 * unless the player's price-change setting (decision 033) accepts it: any price, or a higher
 * one (better for the player). Returns the same object when nothing changed.
 */
function reprice<T extends Priced & { selection: string }>(
  priced: T,
  offers: SlipOffers,
  policy: PriceChangePolicy,
): T {
  if (!offers.has(priced.selection)) return priced;
  const price = offers.get(priced.selection) ?? null;
  if (price === null) return priced.isAvailable ? { ...priced, isAvailable: false } : priced;
  if (price === priced.odds && priced.isAvailable) return priced;
  const isAccepted = policy === 'ANY' || (policy === 'HIGHER' && price > priced.odds);
  const oddsChanged = priced.oddsChanged || (price !== priced.odds && !isAccepted);
  return { ...priced, odds: price, oddsChanged, isAvailable: true };
}

function repriceLines(
  lines: SlipLine[],
  offers: SlipOffers,
  policy: PriceChangePolicy,
): SlipLine[] {
  let hasChanged = false;
  const next = lines.map((line) => {
    const repriced = reprice(line, offers, policy);
    const place = line.eachWay && reprice(line.eachWay, offers, policy);
    if (repriced === line && place === line.eachWay) return line;
    hasChanged = true;
    return { ...repriced, eachWay: place };
  });
  return hasChanged ? next : lines;
}
