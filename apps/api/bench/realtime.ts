/**
 * 10,000 watchers on one instance (`npm run bench:realtime`): the real app on a seeded in-memory
 * database holds BENCH_WATCHERS WebSockets on the `sports` channel, opened by a second process
 * (bench/realtime-watchers.ts) so the load does not share the server's event loop. Two changes
 * follow, each measured for how long every watcher waits for `fixture_changed` (aim: p99 under
 * 1 s): first a price move, whose event carries the prices, so watchers holding the version
 * before apply it and send nothing (the share that needed no reload is printed); then a
 * suspension, which carries nothing more, so every watcher reloads the race card as the web
 * client does, after a random 0.5-2 s by the announced version's URL with its old ETag (aim:
 * every answer 200 or 304, p99 under 100 ms). Loopback only.
 *
 * BENCH_WATCHERS (10000), BENCH_RELOAD_CONNECTIONS (HTTP connections the watchers share, 1000).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { suspendRace } from '../src/modules/race-control/suspend-race';
import { updatePrices } from '../src/modules/race-control/update-prices';
import type { WatcherReport, WatchersCommand, WatchersMessage } from './realtime-watchers';
import { wholeNumber } from './bench-env';
import { startDemoApp } from './demo-app';

const watchers = wholeNumber('BENCH_WATCHERS', 10_000, 1, 19_000);
const reloadConnections = wholeNumber('BENCH_RELOAD_CONNECTIONS', 1_000, 1, 5_000);

async function startApp() {
  const demo = await startDemoApp();
  const changes = {
    'price move': () =>
      updatePrices(demo.deps, demo.race.uid, [{ horseNumber: 1, market: 'WIN', price: 3.25 }]),
    suspension: () => suspendRace(demo.deps, demo.race.uid),
  };
  return { origin: demo.host, fixtureId: demo.race.uid, changes, close: demo.close };
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

    let met = true;
    for (const [name, change] of Object.entries(server.changes)) {
      const done = next('report');
      const changedAt = performance.timeOrigin + performance.now();
      await change();
      send({ type: 'changed', changedAt });
      met = printReport(name, (await done).report) && met;
    }
    if (!met) process.exitCode = 1;
  } finally {
    child.kill();
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
  const deliveryMet = delivered === watchers && deliveryP99 < 1_000;
  const reloadMet = allGood && (reloaded === 0 || reloadP99 < 100);
  console.log(
    `delivery p99 / 1 s aim: ${(deliveryP99 / 1_000).toFixed(2)} (${deliveryMet ? 'met' : 'missed'})`,
  );
  if (reloaded > 0) {
    console.log(
      `reload p99 / 100 ms aim: ${(reloadP99 / 100).toFixed(2)} (${reloadMet ? 'met' : 'missed'})`,
    );
  }
  return deliveryMet && reloadMet;
}

await main();
