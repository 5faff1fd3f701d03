/**
 * Runs a task once the browser has nothing more urgent to do (a phone has painted and answered
 * its taps), or after `timeoutMs` at the latest; setTimeout where requestIdleCallback is
 * missing (Safari). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 2000));
  return () => clearTimeout(timer);
}
