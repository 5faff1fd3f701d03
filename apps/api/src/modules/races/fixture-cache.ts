import { SPORTS_CHANNEL, changedFixtureId } from '@furlong/contract';
import type { RealtimeHub } from '../../realtime/hub';

export interface CachedFixture {
  /** The response body, serialised once. */
  body: string;
  version: number;
}

/**
 * Serialised race cards by id. A `fixture_changed` event from any instance drops the entry,
 * so the next read goes to the database. A load that raced with a change is not stored:
 * each id carries a generation that every invalidation bumps.
 */
export class FixtureCache {
  private readonly entries = new Map<string, CachedFixture>();
  private readonly generations = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(
    hub: RealtimeHub,
    private readonly maxEntries = 5_000,
  ) {
    this.unsubscribe = hub.subscribe(SPORTS_CHANNEL, (event) => {
      if (event.event !== 'fixture_changed') return;
      const id = changedFixtureId(event.data);
      if (id) this.invalidate(id);
    });
  }

  /** The cached entry, synchronously: the hot path answers without a promise. */
  peek(id: string): CachedFixture | undefined {
    return this.entries.get(id);
  }

  async get(
    id: string,
    load: () => Promise<CachedFixture | undefined>,
  ): Promise<CachedFixture | undefined> {
    const hit = this.entries.get(id);
    if (hit) return hit;
    const generation = this.generations.get(id) ?? 0;
    const loaded = await load();
    if (loaded && (this.generations.get(id) ?? 0) === generation) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(id, loaded);
    }
    return loaded;
  }

  invalidate(id: string): void {
    this.entries.delete(id);
    this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}
