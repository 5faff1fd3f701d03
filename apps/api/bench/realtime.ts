/**
 * Watchers on one instance (`npm run bench:realtime`): the server started as `npm start` starts it
 * (bench/npm-start-server.ts: its own process, the embedded database, or a scratch database on
 * BENCH_DATABASE_URL / DATABASE_URL, with WEB_CONCURRENCY and REDIS_URL as set, decision 093)
 * holds BENCH_WATCHERS WebSockets on the `sports` channel, opened by client processes
 * (bench/realtime-watchers.ts, at most BENCH_WATCHERS_PER_PROCESS each, so neither the load nor
 * the client's open files share the server's limits). The demo operator signs in over HTTP and
 * adds a race a month away. Two changes follow, each measured for how long every watcher waits
 * for `fixture_changed` (aim: every watcher, p99 under 250 ms): first a price move, made as the
 * trader makes it (`PUT /api/operator/races/:uid/prices`), whose reply is timed against the same
 * PUT once the watchers have gone (aim: under 20 ms: the reply does not wait for the fan-out,
 * decision 068), and whose
 * event carries the prices, so watchers holding the version before apply it and send nothing
 * (the share that needed no reload is printed); then a suspension over HTTP, which carries
 * nothing more, so every watcher reloads the race card as the web client does, after a random
 * 0.5-2 s by the announced version's URL with its old ETag (aim: every answer 200 or 304, p99
 * under 100 ms). Loopback only.
 *
 * BENCH_WATCHERS (10000), BENCH_WATCHERS_PER_PROCESS (5000), BENCH_RELOAD_CONNECTIONS (HTTP
 * connections the watchers share, 1000), WEB_CONCURRENCY (the server's workers, 1).
 * One process holds at most its open-file limit of sockets (20,000 here, not raisable): 20,000
 * watchers need WEB_CONCURRENCY=2, so PostgreSQL and REDIS_URL. BENCH_SERVER=in-process runs the
 * app inside this process on an in-memory database instead: a second figure only.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WatcherReport, WatchersCommand, WatchersMessage } from './realtime-watchers';
import { wholeNumber } from './bench-env';
import { startAsNpmStart, startInProcess, type RealtimeServer } from './realtime-server';

const watchers = wholeNumber('BENCH_WATCHERS', 10_000, 1, 100_000);
const perProcess = wholeNumber('BENCH_WATCHERS_PER_PROCESS', 5_000, 1, 15_000);
const reloadConnections = wholeNumber('BENCH_RELOAD_CONNECTIONS', 1_000, 1, 5_000);
const workers = wholeNumber('WEB_CONCURRENCY', 1, 1, 64);
const inProcess = process.env.BENCH_SERVER === 'in-process';
const PUT_AIM_MS = 20;
const DELIVERY_AIM_MS = 250;
const PRICE_MOVES = 5;
/** After the watchers' processes end: the server closes their sockets. */
const SOCKETS_CLOSE_MS = 3_000;

function startServer(): Promise<RealtimeServer> {
  if (inProcess) return startInProcess();
  return startAsNpmStart({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    workers,
  });
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function describe(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const format = (value: number) => `${value.toFixed(1)} ms`;
  return `${label}: p50 ${format(percentile(sorted, 0.5))}, p99 ${format(percentile(sorted, 0.99))}, max ${format(sorted.at(-1) ?? Number.NaN)}`;
}

/** One watchers process and a way to wait for its next message of a kind. */
function startWatchers() {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./realtime-watchers.ts', import.meta.url)),
    { execArgv: ['--import', 'tsx'] },
  );
  const next = <T extends WatchersMessage['type']>(type: T) =>
    new Promise<Extract<WatchersMessage, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`watchers exited with ${code}`));
      child.once('exit', onExit);
      const onMessage = (message: WatchersMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<WatchersMessage, { type: T }>);
      };
      child.on('message', onMessage);
    });
  return {
    send: (command: WatchersCommand) => child.send(command),
    next,
    kill: () => child.kill(),
  };
}

/** The reports of every watchers process as one. */
function mergeReports(reports: WatcherReport[]): WatcherReport {
  const statuses: Record<string, number> = {};
  for (const report of reports)
    for (const [status, count] of Object.entries(report.statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  return {
    deliveryMs: reports.flatMap((report) => report.deliveryMs),
    reloadMs: reports.flatMap((report) => report.reloadMs),
    statuses,
    stormMs: Math.max(0, ...reports.map((report) => report.stormMs)),
    applied: reports.reduce((sum, report) => sum + report.applied, 0),
  };
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

async function main(): Promise<void> {
  const server = await startServer();
  console.log(
    inProcess
      ? 'the app in this process, on an in-memory database (second figure)'
      : `the server as npm start runs it, ${workers} worker${workers > 1 ? 's' : ''}, on ${(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL) ? 'PostgreSQL' : 'the embedded database'}${process.env.REDIS_URL ? ' and Redis' : ''}`,
  );
  const processes = Array.from({ length: Math.ceil(watchers / perProcess) }, startWatchers);

  try {
    const started = performance.now();
    await Promise.all(
      processes.map((watcherProcess, index) => {
        const ready = watcherProcess.next('ready');
        watcherProcess.send({
          type: 'open',
          origin: server.origin,
          fixtureId: server.fixtureId,
          watchers: Math.min(perProcess, watchers - index * perProcess),
          reloadConnections: Math.ceil(reloadConnections / processes.length),
        });
        return ready;
      }),
    );
    console.log(
      `${watchers} watchers in ${processes.length} processes subscribed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    let met = true;
    // One round: the change, then every watcher's figures for it.
    const round = async (name: string, change: () => Promise<unknown>, print: boolean) => {
      const done = Promise.all(processes.map((watcherProcess) => watcherProcess.next('report')));
      const changedAt = performance.timeOrigin + performance.now();
      await change();
      for (const watcherProcess of processes) watcherProcess.send({ type: 'changed', changedAt });
      const report = mergeReports((await done).map(({ report: one }) => one));
      if (print) met = printReport(name, report) && met;
    };
    // The trader moves prices several times; each reply is timed, the last round is shown.
    const watched: number[] = [];
    for (let move = 1; move <= PRICE_MOVES; move += 1) {
      await round(
        'price move (PUT prices)',
        async () => watched.push(await server.putPrice()),
        move === PRICE_MOVES,
      );
    }
    await round('suspension', () => server.suspend(), true);
    // The same PUT with nobody watching: what the reply costs without any fan-out. Measured
    // last, once the sockets are closed, so the server's start-up work (the demo day's races
    // caught up by the race clock) weighs on neither figure.
    for (const watcherProcess of processes) watcherProcess.kill();
    await new Promise((resolve) => setTimeout(resolve, SOCKETS_CLOSE_MS));
    const alone: number[] = [];
    for (let move = 1; move <= PRICE_MOVES; move += 1) alone.push(await server.putPrice());
    const putMs = median(watched);
    const putMet = putMs < PUT_AIM_MS;
    console.log(
      `PUT prices answered in ${putMs.toFixed(1)} ms (median of ${PRICE_MOVES}, max ${Math.max(...watched).toFixed(1)}) with ${watchers} watchers; ${median(alone).toFixed(1)} ms with none (${(putMs / median(alone)).toFixed(2)}x); / ${PUT_AIM_MS} ms aim: ${(putMs / PUT_AIM_MS).toFixed(2)} (${putMet ? 'met' : 'missed'})`,
    );
    met = putMet && met;
    if (!met) process.exitCode = 1;
  } finally {
    for (const watcherProcess of processes) watcherProcess.kill();
    await server.close();
  }
}

/** Prints one change's figures; true when its aims were met. */
function printReport(name: string, report: WatcherReport): boolean {
  const delivered = report.deliveryMs.length;
  const deliveryP99 = percentile(
    [...report.deliveryMs].sort((a, b) => a - b),
    0.99,
  );
  const reloadP99 = percentile(
    [...report.reloadMs].sort((a, b) => a - b),
    0.99,
  );
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const allGood = Object.keys(report.statuses).every((status) => ['200', '304'].includes(status));
  const reloaded = report.reloadMs.length;
  console.log(`\n${name}: event delivered to ${delivered} of ${watchers} watchers`);
  console.log(describe('delivery after the change', report.deliveryMs));
  console.log(
    `needed no reload: ${watchers - reloaded} of ${watchers} (${(((watchers - reloaded) / watchers) * 100).toFixed(1)} %; ${report.applied} applied the prices)`,
  );
  if (reloaded > 0) {
    console.log(
      `reload storm: ${reloaded} requests in ${(report.stormMs / 1000).toFixed(2)} s (${statuses})`,
    );
    console.log(describe('reload latency', report.reloadMs));
  }
  const deliveryMet = delivered === watchers && deliveryP99 < DELIVERY_AIM_MS;
  const reloadMet = allGood && (reloaded === 0 || reloadP99 < 100);
  console.log(
    `delivery p99 / ${DELIVERY_AIM_MS} ms aim: ${(deliveryP99 / DELIVERY_AIM_MS).toFixed(2)} (${deliveryMet ? 'met' : 'missed'})`,
  );
  if (reloaded > 0) {
    console.log(
      `reload p99 / 100 ms aim: ${(reloadP99 / 100).toFixed(2)} (${reloadMet ? 'met' : 'missed'})`,
    );
  }
  return deliveryMet && reloadMet;
}

await main();
