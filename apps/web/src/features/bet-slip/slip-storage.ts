import { marketTypeSchema } from '@furlong/contract';
import { z } from 'zod';
import type { SlipLine } from './slip-line';

/** The slip kept on this device (decision 062): its lines, and the player who built it. */
export interface StoredSlip {
  /** The player whose slip it is; null while a visitor built it (the first sign-in adopts it). */
  owner: string | null;
  lines: SlipLine[];
}

export const SLIP_STORAGE_KEY = 'furlong.slip';

const placePartSchema = z.object({
  selection: z.string(),
  odds: z.number().positive(),
  oddsChanged: z.boolean(),
  isAvailable: z.boolean(),
});

const storedLineSchema = z.object({
  venue: z.string(),
  venueName: z.string(),
  raceDay: z.string(),
  raceNumber: z.number().int(),
  market: marketTypeSchema,
  horseNo: z.number().int(),
  horse: z.string(),
  odds: z.number().positive(),
  sportFixture: z.string(),
  selection: z.string(),
  amount: z.string().regex(/^\d{0,5}$/),
  oddsChanged: z.boolean(),
  isAvailable: z.boolean(),
  eachWay: placePartSchema.nullable(),
});

const storedSlipSchema = z.object({
  owner: z.string().nullable(),
  lines: z.array(storedLineSchema).max(20),
});

const EMPTY: StoredSlip = { owner: null, lines: [] };

/** What this device holds; anything unreadable (another version, a hand edit) is an empty slip. */
export function readStoredSlip(storage: Storage | undefined = globalThis.localStorage): StoredSlip {
  try {
    const raw = storage?.getItem(SLIP_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = storedSlipSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function writeStoredSlip(
  slip: StoredSlip,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SLIP_STORAGE_KEY, JSON.stringify(slip));
  } catch {
    // A full or refused storage keeps the slip for this visit only.
  }
}

/**
 * Whose slip shows once a player is known: their own, or a visitor's they adopt; another
 * player's slip is never shown to them (a shared phone), they start empty.
 */
export function slipForPlayer(stored: StoredSlip, player: string): StoredSlip {
  if (stored.owner === player) return stored;
  if (stored.owner === null) return { owner: player, lines: stored.lines };
  return { owner: player, lines: [] };
}
