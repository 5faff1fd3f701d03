import type { PoolChangedData } from '@furlong/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoolChangeAnnouncer } from './pool-changed';

const RACE = '11111111-1111-4111-8111-111111111111';

describe('pool_changed throttle', () => {
  let published: PoolChangedData[];
  let open: boolean;
  beforeEach(() => {
    vi.useFakeTimers();
    published = [];
    open = true;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const announcer = () =>
    createPoolChangeAnnouncer<PoolChangedData>((data) => {
      published.push(data);
    });
  const sale = (pool: 'WIN' | 'PLACE', version: number) => ({
    key: `${RACE}:${pool}`,
    data: { sportFixture: RACE, pool, version },
    isOpen: () => open,
  });

  it('announces a quiet pool at once, then at most every 5 s per pool with the latest version', () => {
    const subject = announcer();
    subject.noteSale(sale('WIN', 10));
    expect(published).toEqual([{ sportFixture: RACE, pool: 'WIN', version: 10 }]);
    vi.advanceTimersByTime(1_000);
    subject.noteSale(sale('WIN', 20));
    subject.noteSale(sale('WIN', 35));
    // Another pool has its own throttle.
    subject.noteSale(sale('PLACE', 4));
    expect(published.map((data) => [data.pool, data.version])).toEqual([
      ['WIN', 10],
      ['PLACE', 4],
    ]);
    vi.advanceTimersByTime(3_999);
    expect(published).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(published.at(-1)).toEqual({ sportFixture: RACE, pool: 'WIN', version: 35 });
    expect(published).toHaveLength(3);
    // Nothing new: no more until the heartbeat.
    vi.advanceTimersByTime(10_000);
    expect(published).toHaveLength(3);
    subject.close();
  });

  it('announces an open pool at least every 30 s and stops once it closes', () => {
    const subject = announcer();
    subject.noteSale(sale('WIN', 1));
    vi.advanceTimersByTime(30_000);
    vi.advanceTimersByTime(30_000);
    expect(published.filter((data) => data.pool === 'WIN')).toHaveLength(3);
    open = false;
    vi.advanceTimersByTime(120_000);
    expect(published).toHaveLength(3);
    subject.close();
  });

  it('never announces more than once per 5 s under a steady stream of sales', () => {
    const subject = announcer();
    for (let second = 0; second < 60; second += 1) {
      subject.noteSale(sale('WIN', second + 1));
      vi.advanceTimersByTime(1_000);
    }
    // 60 s of sales: one at once, then one per 5 s.
    expect(published.length).toBeLessThanOrEqual(13);
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(published.at(-1)?.version).toBeGreaterThanOrEqual(56);
    subject.close();
    vi.advanceTimersByTime(60_000);
    expect(published.length).toBeLessThanOrEqual(13);
  });
});
