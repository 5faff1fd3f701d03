/** A task on a timer in this process (tests; servers run their timers as queued jobs). */
export interface Repeating {
  /** Stops the timer and waits for the run in progress, if any. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `everyMs`, never two runs at once: a tick that finds the last run still
 * going is skipped. A failed run is reported to `onError` and the next tick runs as usual.
 */
export function repeatEvery(
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Repeating {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
