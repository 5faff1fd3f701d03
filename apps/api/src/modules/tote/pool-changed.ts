/** At most one announcement per pool this often while money comes in. */
export const POOL_CHANGED_MIN_INTERVAL_MS = 5_000;
/** At least one announcement per pool this often while it is open (once it took money here). */
export const POOL_CHANGED_HEARTBEAT_MS = 30_000;

/** What a pool's announcement carries: `version` (units sold) only grows while the pool is open. */
interface Versioned {
  version: number;
}

export interface PoolSale<Data extends Versioned> {
  /** The pool, one throttle each: a race's pool (`race:WIN`) or a multi-race pool's uid. */
  key: string;
  /** The announcement, with the pool's units after the sale as its version. */
  data: Data;
  /** Whether the pool still takes tickets (its race's, or its first leg's, off not passed). */
  isOpen: () => boolean;
}

export interface PoolChangeAnnouncer<Data extends Versioned> {
  /** A ticket committed in the pool. */
  noteSale(sale: PoolSale<Data>): void;
  close(): void;
}

interface Tracked<Data extends Versioned> {
  sale: PoolSale<Data>;
  lastAt: number;
  trailing: ReturnType<typeof setTimeout> | undefined;
  heartbeat: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The per-pool throttle of `pool_changed` and `multi_race_pool_changed` (in process; the hub fans
 * out to other instances): a sale into a pool quiet for 5 s is announced at once, a sale within
 * 5 s of the last announcement is folded into one announcement when the 5 s are up, and a pool
 * that took money is announced again every 30 s until it closes, so a screen showing
 * approximates refreshes them even when nothing new arrives here (another instance may be selling).
 */
export function createPoolChangeAnnouncer<Data extends Versioned>(
  publish: (data: Data) => unknown,
  options: { now?: () => number; minIntervalMs?: number; heartbeatMs?: number } = {},
): PoolChangeAnnouncer<Data> {
  const now = options.now ?? Date.now;
  const minInterval = options.minIntervalMs ?? POOL_CHANGED_MIN_INTERVAL_MS;
  const heartbeatMs = options.heartbeatMs ?? POOL_CHANGED_HEARTBEAT_MS;
  const tracked = new Map<string, Tracked<Data>>();

  const forget = (key: string, entry: Tracked<Data>) => {
    clearTimeout(entry.trailing);
    clearTimeout(entry.heartbeat);
    tracked.delete(key);
  };

  const announce = (key: string, entry: Tracked<Data>) => {
    clearTimeout(entry.trailing);
    clearTimeout(entry.heartbeat);
    entry.trailing = undefined;
    entry.lastAt = now();
    void Promise.resolve(publish(entry.sale.data)).catch(() => {});
    entry.heartbeat = setTimeout(() => {
      if (entry.sale.isOpen()) announce(key, entry);
      else forget(key, entry);
    }, heartbeatMs);
    entry.heartbeat.unref?.();
  };

  return {
    noteSale(sale) {
      const { key } = sale;
      const entry = tracked.get(key);
      if (!entry) {
        const fresh: Tracked<Data> = { sale, lastAt: 0, trailing: undefined, heartbeat: undefined };
        tracked.set(key, fresh);
        announce(key, fresh);
        return;
      }
      const version = Math.max(sale.data.version, entry.sale.data.version);
      entry.sale = { ...sale, data: { ...sale.data, version } };
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
