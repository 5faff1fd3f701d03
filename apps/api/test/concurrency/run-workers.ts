/**
 * Runs `total` jobs on `concurrency` workers, each taking the next job number as soon as its
 * last one finished: a closed-loop load, so concurrency is exactly what the test says.
 * Answers come back in job order; `shouldStop` ends the run early and the jobs never started
 * are simply absent.
 */
export async function runWorkers<T>(
  concurrency: number,
  total: number,
  job: (index: number) => Promise<T>,
  shouldStop: () => boolean = () => false,
): Promise<T[]> {
  const results: { index: number; value: T }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total && !shouldStop()) {
      const index = next;
      next += 1;
      results.push({ index, value: await job(index) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return results.sort((a, b) => a.index - b.index).map((result) => result.value);
}

/** A small seeded generator (mulberry32): a failing storm can be run again as it was. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
