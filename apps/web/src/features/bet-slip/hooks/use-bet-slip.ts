import type { PriceChangePolicy } from '@furlong/contract';
import { useCallback, useMemo, useReducer, useState } from 'react';
import type { SlipLine, SlipOffers, SlipPick } from '../slip-line';
import { slipReducer } from '../slip-reducer';

export interface BetSlip {
  lines: SlipLine[];
  /** Selection uids on the slip, so price buttons can show which ones are picked. */
  selections: ReadonlySet<string>;
  add: (pick: SlipPick) => void;
  remove: (selection: string) => void;
  setAmount: (selection: string, amount: string) => void;
  reprice: (offers: SlipOffers) => void;
  clear: () => void;
}

/**
 * The slip of one race page. `offers` are the race's current prices: whenever a new set
 * arrives (a realtime reload), lines take the new price and are flagged, or are marked
 * unavailable, before the player can send a price that no longer stands. `policy` is the
 * player's price-change setting: moves it accepts are taken over without a flag.
 */
export function useBetSlip(offers: SlipOffers, policy: PriceChangePolicy = 'ASK'): BetSlip {
  const [lines, dispatch] = useReducer(slipReducer, []);
  const [seenOffers, setSeenOffers] = useState(offers);
  if (seenOffers !== offers) {
    setSeenOffers(offers);
    dispatch({ type: 'reprice', offers, policy });
  }

  const add = useCallback((pick: SlipPick) => dispatch({ type: 'add', pick }), []);
  const remove = useCallback((selection: string) => dispatch({ type: 'remove', selection }), []);
  const setAmount = useCallback(
    (selection: string, amount: string) => dispatch({ type: 'setAmount', selection, amount }),
    [],
  );
  const reprice = useCallback(
    (next: SlipOffers) => dispatch({ type: 'reprice', offers: next, policy }),
    [policy],
  );
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  const selections = useMemo(() => new Set(lines.map((line) => line.selection)), [lines]);

  return useMemo(
    () => ({ lines, selections, add, remove, setAmount, reprice, clear }),
    [lines, selections, add, remove, setAmount, reprice, clear],
  );
}
