import { SPORTS_CHANNEL, changedFixtureId } from '@furlong/contract';
import type { RealtimeHub } from '../../realtime/hub';

export interface CachedFixture {
  /** The response body, serialised once. */
  body: string;
  version: number;
}

/**
 * How long a card is served from memory at most. Events keep the cache true; this is the
 * backstop for an event lost while the Redis subscriber was reconnecting (decision 029).
 */
export const FIXTURE_CACHE_TTL_MS = 5_000;

export interface FixtureCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** Milliseconds now (tests move it). */
  now?: () => number;
}

export interface RefreshingOptions<Entry> extends FixtureCacheOptions {
  /**
   * Loads a card again as soon as an event drops it, when it was cached (someone reads it):
   * the reloads that clients make 0.5-2 s later then find it ready instead of queueing.
   */
  refresh?: (id: string) => Promise<Entry | undefined>;
}

/**
 * Serialised race cards by id. A `fixture_changed` event from any instance drops the entry,
 * so the next read goes to the database. A load that raced with a change is not stored:
 * each id carries a generation that every invalidation bumps. When the hub may have missed
 * events (its Redis subscriber reconnected) every entry goes, and none lives past the TTL.
 */
export class FixtureCache<Entry extends { version: number } = CachedFixture> {
  private readonly entries = new Map<string, Entry & { storedAt: number }>();
  private readonly generations = new Map<string, number>();
  private readonly loading = new Map<
    string,
    { promise: Promise<Entry | undefined>; generation: number; epoch: number }
  >();
  /** Bumped by `clear`, so a load in flight across a resync is not stored. */
  private epoch = 0;
  private readonly unsubscribe: () => void;
  private readonly stopResync: () => void;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  private readonly refresh: ((id: string) => Promise<Entry | undefined>) | undefined;

  constructor(hub: RealtimeHub, options: RefreshingOptions<Entry> = {}) {
    this.refresh = options.refresh;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.ttlMs = options.ttlMs ?? FIXTURE_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
    this.unsubscribe = hub.subscribe(SPORTS_CHANNEL, (event) => {
      if (event.event !== 'fixture_changed') return;
      const id = changedFixtureId(event.data);
      if (!id) return;
      const wasCached = this.entries.has(id);
      this.invalidate(id);
      const refresh = this.refresh;
      if (wasCached && refresh) void this.get(id, () => refresh(id)).catch(() => undefined);
    });
    this.stopResync = hub.onResync(() => this.clear());
  }

  /** The cached entry, synchronously: the hot path answers without a promise. */
  peek(id: string): Entry | undefined {
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    if (this.now() - hit.storedAt < this.ttlMs) return hit;
    this.entries.delete(id);
    return undefined;
  }

  /**
   * The cached entry, else one load for all who ask meanwhile: a storm of reloads after a
   * change (or the TTL) reaches the database once per instance, not once per request.
   */
  get(id: string, load: () => Promise<Entry | undefined>): Promise<Entry | undefined> {
    const hit = this.peek(id);
    if (hit) return Promise.resolve(hit);
    const generation = this.generations.get(id) ?? 0;
    const epoch = this.epoch;
    const pending = this.loading.get(id);
    if (pending && pending.generation === generation && pending.epoch === epoch) {
      return pending.promise;
    }
    const promise = this.load(id, load, generation, epoch);
    this.loading.set(id, { promise, generation, epoch });
    const forget = () => {
      if (this.loading.get(id)?.promise === promise) this.loading.delete(id);
    };
    promise.then(forget, forget);
    return promise;
  }

  private async load(
    id: string,
    load: () => Promise<Entry | undefined>,
    generation: number,
    epoch: number,
  ): Promise<Entry | undefined> {
    const storedAt = this.now();
    const loaded = await load();
    if (loaded && (this.generations.get(id) ?? 0) === generation && this.epoch === epoch) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(id, { ...loaded, storedAt });
    }
    return loaded;
  }

  /** Drops every entry (events may have been missed). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  invalidate(id: string): void {
    this.entries.delete(id);
    this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
  }

  close(): void {
    this.unsubscribe();
    this.stopResync();
    this.entries.clear();
  }
}
