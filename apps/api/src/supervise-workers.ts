import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of a multi-process instance (decision 093): forks `count` workers that each run
 * the whole server on the shared port (the primary hands them connections in turn), so each
 * holds its share of the sockets under its own open-file limit. A change made on one worker
 * reaches the others' sockets through Redis, and jobs run once through the shared queue, as
 * between replicas. SIGINT/SIGTERM are passed to every worker, which drains and stops as a
 * single process does; the primary exits once they all have. A worker that dies after it
 * started listening is replaced; one that dies before stops the instance (a bad setting
 * would only die again).
 */
export function superviseWorkers(count: number): void {
  const listening = new WeakSet<Worker>();
  const alive = new Set<Worker>();
  const fork = () => alive.add(cluster.fork());
  let stopping = false;
  let exitCode = 0;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`furlong primary: ${signal}, stopping ${count} workers`);
    for (const worker of alive) worker.process.kill(signal);
  };

  let allListening = false;
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (allListening || [...alive].some((each) => !listening.has(each))) return;
    allListening = true;
    console.error(`furlong primary: all ${count} workers listening`);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const hadStarted = listening.has(worker);
    if (!stopping) {
      console.error(
        `furlong primary: worker ${worker.process.pid} exited (${signal ?? code}) ${hadStarted ? 'and is replaced' : 'before listening: stopping the instance'}`,
      );
      if (hadStarted) {
        fork();
        return;
      }
      exitCode = 1;
      stop('SIGTERM');
    } else if (code !== 0) {
      exitCode = 1;
    }
    if (alive.size === 0) process.exit(exitCode);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let index = 0; index < count; index += 1) fork();
  console.error(`furlong primary ${process.pid}: ${count} workers share the port`);
}
