import type { PoolChangedData, TotePool } from '@furlong/contract';

/** At most one `pool_changed` per pool this often while money comes in. */
export const POOL_CHANGED_MIN_INTERVAL_MS = 5_000;
/** At least one `pool_changed` per pool this often while it is open (once it took money here). */
export const POOL_CHANGED_HEARTBEAT_MS = 30_000;

export interface PoolSale {
  fixtureId: string;
  pool: TotePool;
  /** The pool's units after the sale. */
  version: number;
  /** Whether the pool still takes tickets (the race's off not passed). */
  isOpen: () => boolean;
}

export interface PoolChangeAnnouncer {
  /** A ticket committed in the pool. */
  noteSale(sale: PoolSale): void;
  close(): void;
}

interface Tracked {
  sale: PoolSale;
  lastAt: number;
  trailing: ReturnType<typeof setTimeout> | undefined;
  heartbeat: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The per-pool throttle of `pool_changed` (in process; the hub fans out to other instances): a
 * sale into a pool quiet for 5 s is announced at once, a sale within 5 s of the last
 * announcement is folded into one announcement when the 5 s are up, and a pool that took money
 * is announced again every 30 s until it closes, so a screen showing approximates refreshes
 * them even when nothing new arrives here (another instance may be selling).
 */
export function createPoolChangeAnnouncer(
  publish: (data: PoolChangedData) => unknown,
  options: { now?: () => number; minIntervalMs?: number; heartbeatMs?: number } = {},
): PoolChangeAnnouncer {
  const now = options.now ?? Date.now;
  const minInterval = options.minIntervalMs ?? POOL_CHANGED_MIN_INTERVAL_MS;
  const heartbeatMs = options.heartbeatMs ?? POOL_CHANGED_HEARTBEAT_MS;
  const tracked = new Map<string, Tracked>();

  const forget = (key: string, entry: Tracked) => {
    clearTimeout(entry.trailing);
    clearTimeout(entry.heartbeat);
    tracked.delete(key);
  };

  const announce = (key: string, entry: Tracked) => {
    clearTimeout(entry.trailing);
    clearTimeout(entry.heartbeat);
    entry.trailing = undefined;
    entry.lastAt = now();
    void Promise.resolve(
      publish({
        sportFixture: entry.sale.fixtureId,
        pool: entry.sale.pool,
        version: entry.sale.version,
      }),
    ).catch(() => {});
    entry.heartbeat = setTimeout(() => {
      if (entry.sale.isOpen()) announce(key, entry);
      else forget(key, entry);
    }, heartbeatMs);
    entry.heartbeat.unref?.();
  };

  return {
    noteSale(sale) {
      const key = `${sale.fixtureId}:${sale.pool}`;
      const entry = tracked.get(key);
      if (!entry) {
        const fresh: Tracked = { sale, lastAt: 0, trailing: undefined, heartbeat: undefined };
        tracked.set(key, fresh);
        announce(key, fresh);
        return;
      }
      entry.sale = { ...sale, version: Math.max(sale.version, entry.sale.version) };
      const elapsed = now() - entry.lastAt;
      if (elapsed >= minInterval) announce(key, entry);
      else if (!entry.trailing) {
        entry.trailing = setTimeout(() => announce(key, entry), minInterval - elapsed);
        entry.trailing.unref?.();
      }
    },
    close() {
      for (const [key, entry] of tracked) forget(key, entry);
    },
  };
}
