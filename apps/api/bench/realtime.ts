/**
 * 10,000 watchers on one instance (`npm run bench:realtime`): the real app on a seeded in-memory
 * database holds BENCH_WATCHERS WebSockets on the `sports` channel, opened by a second process
 * (bench/realtime-watchers.ts) so the load does not share the server's event loop. A race's
 * prices change once; the bench measures how long every watcher waits for `fixture_changed`
 * (aim: p99 under 1 s), then the reload storm the spec's client makes: each watcher reloads the
 * race card after a random 0.5-2 s with its old ETag (aim: every answer 200 or 304, p99 under
 * 100 ms). Loopback only.
 *
 * BENCH_WATCHERS (10000), BENCH_RELOAD_CONNECTIONS (HTTP connections the watchers share, 1000).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { updatePrices } from '../src/modules/race-control/update-prices';
import type { WatcherReport, WatchersCommand, WatchersMessage } from './realtime-watchers';
import { wholeNumber } from './bench-env';
import { startDemoApp } from './demo-app';

const watchers = wholeNumber('BENCH_WATCHERS', 10_000, 1, 19_000);
const reloadConnections = wholeNumber('BENCH_RELOAD_CONNECTIONS', 1_000, 1, 5_000);

async function startApp() {
  const demo = await startDemoApp();
  const changePrices = () =>
    updatePrices(demo.deps, demo.race.uid, [{ horseNumber: 1, market: 'WIN', price: 3.25 }]);
  return { origin: demo.host, fixtureId: demo.race.uid, changePrices, close: demo.close };
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

async function main(): Promise<void> {
  const server = await startApp();
  const child = fork(fileURLToPath(new URL('./realtime-watchers.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const send = (command: WatchersCommand) => child.send(command);
  const next = <T extends WatchersMessage['type']>(type: T) =>
    new Promise<Extract<WatchersMessage, { type: T }>>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`watchers exited with ${code}`)));
      const onMessage = (message: WatchersMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<WatchersMessage, { type: T }>);
      };
      child.on('message', onMessage);
    });

  try {
    const started = performance.now();
    send({
      type: 'open',
      origin: server.origin,
      fixtureId: server.fixtureId,
      watchers,
      reloadConnections,
    });
    await next('ready');
    console.log(
      `${watchers} watchers subscribed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const done = next('report');
    const changedAt = performance.timeOrigin + performance.now();
    await server.changePrices();
    send({ type: 'changed', changedAt });
    printReport((await done).report);
  } finally {
    child.kill();
    await server.close();
  }
}

function printReport(report: WatcherReport): void {
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
  console.log(`\nevent delivered to ${delivered} of ${watchers} watchers`);
  console.log(describe('delivery after the change', report.deliveryMs));
  console.log(
    `reload storm: ${report.reloadMs.length} requests in ${(report.stormMs / 1000).toFixed(2)} s (${statuses})`,
  );
  console.log(describe('reload latency', report.reloadMs));
  const deliveryMet = delivered === watchers && deliveryP99 < 1_000;
  const reloadMet = allGood && report.reloadMs.length === watchers && reloadP99 < 100;
  console.log(
    `\ndelivery p99 / 1 s aim: ${(deliveryP99 / 1_000).toFixed(2)} (${deliveryMet ? 'met' : 'missed'})`,
  );
  console.log(
    `reload p99 / 100 ms aim: ${(reloadP99 / 100).toFixed(2)} (${reloadMet ? 'met' : 'missed'})`,
  );
  if (!deliveryMet || !reloadMet) process.exitCode = 1;
}

await main();
