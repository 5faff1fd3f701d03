import type { PriceChangePolicy } from '@furlong/contract';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { PlacePart, SlipLine, SlipOffers, SlipPick } from '../slip-line';
import { slipReducer, type SlipAction } from '../slip-reducer';
import {
  readStoredSlip,
  SLIP_STORAGE_KEY,
  slipForPlayer,
  writeStoredSlip,
  type StoredSlip,
} from '../slip-storage';

export interface BetSlip {
  lines: SlipLine[];
  /** Selection uids on the slip, so price buttons can show which ones are picked. */
  selections: ReadonlySet<string>;
  add: (pick: SlipPick) => void;
  remove: (selection: string) => void;
  setAmount: (selection: string, amount: string) => void;
  addStake: (selection: string, rupees: number) => void;
  setEveryAmount: (amount: string) => void;
  setEachWay: (selection: string, place: Omit<PlacePart, 'oddsChanged'> | null) => void;
  reprice: (offers: SlipOffers) => void;
  /** Placed lines leave the slip; the others stay. */
  removeMany: (selections: ReadonlySet<string>) => void;
  clear: () => void;
}

type StoreAction =
  SlipAction | { type: 'load'; slip: StoredSlip } | { type: 'own'; player: string };

function storeReducer(slip: StoredSlip, action: StoreAction): StoredSlip {
  if (action.type === 'load') return action.slip;
  if (action.type === 'own') return slipForPlayer(slip, action.player);
  const lines = slipReducer(slip.lines, action);
  return lines === slip.lines ? slip : { ...slip, lines };
}

interface BetSlipOptions {
  /** Every slip race's current prices: lines take new prices, or are marked, as they arrive. */
  offers: SlipOffers;
  /** The player's price-change setting: moves it accepts are taken over without a flag. */
  policy?: PriceChangePolicy;
  /** The signed-in player's uid, once known; undefined for a visitor or while it loads. */
  player: string | undefined;
}

/**
 * The one slip of the app (decision 062): selections from any race of any day, kept on this
 * device across pages, reloads and sign-in. A visitor's slip is adopted by the first player to
 * sign in; a different player signing in on this device starts empty; signing out keeps it.
 */
export function useBetSlip({ offers, policy = 'ASK', player }: BetSlipOptions): BetSlip {
  const [slip, dispatch] = useReducer(storeReducer, undefined, () => readStoredSlip());
  const [seenOffers, setSeenOffers] = useState(offers);
  if (seenOffers !== offers) {
    setSeenOffers(offers);
    dispatch({ type: 'reprice', offers, policy });
  }
  if (player !== undefined && slip.owner !== player) dispatch({ type: 'own', player });

  useEffect(() => writeStoredSlip(slip), [slip]);
  useEffect(() => {
    // Another tab changed the slip: this one shows the same.
    const handleStorage = (event: StorageEvent) => {
      if (event.key === SLIP_STORAGE_KEY) dispatch({ type: 'load', slip: readStoredSlip() });
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  const add = useCallback((pick: SlipPick) => dispatch({ type: 'add', pick }), []);
  const remove = useCallback((selection: string) => dispatch({ type: 'remove', selection }), []);
  const setAmount = useCallback(
    (selection: string, amount: string) => dispatch({ type: 'setAmount', selection, amount }),
    [],
  );
  const addStake = useCallback(
    (selection: string, rupees: number) => dispatch({ type: 'addStake', selection, rupees }),
    [],
  );
  const setEveryAmount = useCallback(
    (amount: string) => dispatch({ type: 'setEveryAmount', amount }),
    [],
  );
  const setEachWay = useCallback(
    (selection: string, place: Omit<PlacePart, 'oddsChanged'> | null) =>
      dispatch({ type: 'setEachWay', selection, place }),
    [],
  );
  const reprice = useCallback(
    (next: SlipOffers) => dispatch({ type: 'reprice', offers: next, policy }),
    [policy],
  );
  const removeMany = useCallback(
    (selections: ReadonlySet<string>) => dispatch({ type: 'removeMany', selections }),
    [],
  );
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  const { lines } = slip;
  const selections = useMemo(() => new Set(lines.map((line) => line.selection)), [lines]);

  return useMemo(
    () => ({
      lines,
      selections,
      add,
      remove,
      setAmount,
      addStake,
      setEveryAmount,
      setEachWay,
      reprice,
      removeMany,
      clear,
    }),
    [
      lines,
      selections,
      add,
      remove,
      setAmount,
      addStake,
      setEveryAmount,
      setEachWay,
      reprice,
      removeMany,
      clear,
    ],
  );
}
