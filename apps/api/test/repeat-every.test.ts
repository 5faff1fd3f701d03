import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './repeat-every';

describe('repeatEvery', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each tick, skips ticks while a run is still going, and stop waits for it', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const job = repeatEvery(
      1_000,
      () => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('reports a failed run and goes on', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const job = repeatEvery(
      500,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('first run fails');
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('first run fails')]);
    await job.stop();
  });
});
