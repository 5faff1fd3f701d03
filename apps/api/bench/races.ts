/**
 * How close the cached race card (GET /api/mc/sport-fixture/cached/:id) comes to the fastest
 * possible HTTP reply: the real app on a seeded in-memory database against a bare `node:http`
 * server in its own process that sends a constant body of the same size (aim: 0.7). Rounds alternate A, B, A, B so a warm or
 * busy moment of the machine does not favour one side. Loopback only.
 *
 * BENCH_DURATION (seconds per run, 10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (2),
 * BENCH_WARMUP (seconds of unreported load on each side first, so JIT warm-up counts for neither; 2).
 */
import autocannon, { type Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { wholeNumber } from './bench-env';
import { startDemoApp } from './demo-app';

const duration = wholeNumber('BENCH_DURATION', 10);
const connections = wholeNumber('BENCH_CONNECTIONS', 50);
const rounds = wholeNumber('BENCH_ROUNDS', 2);
const warmup = wholeNumber('BENCH_WARMUP', 2);

async function startRealApp() {
  const demo = await startDemoApp();
  return {
    url: `http://${demo.host}/api/mc/sport-fixture/cached/${demo.race.uid}`,
    close: demo.close,
  };
}

/**
 * The stricter baseline: a bare `node:http` server in its own process (so it has a whole event
 * loop to itself, as the app has) sending a constant JSON body of the race card's size with the
 * same content type.
 */
const BARE_SERVER = `
const body = JSON.stringify({ padding: 'x'.repeat(Number(process.argv[1])) });
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + ' ' + Buffer.byteLength(body) + '\\n'));
`;

async function startBareServer(byteLength: number) {
  const padding = Math.max(0, byteLength - JSON.stringify({ padding: '' }).length);
  const child = spawn(process.execPath, ['-e', BARE_SERVER, String(padding)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port, bytes] = await new Promise<string[]>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim().split(' ')));
  });
  return {
    url: `http://127.0.0.1:${port}/fixture`,
    bytes: Number(bytes),
    close: async () => {
      child.kill();
    },
  };
}

async function load(url: string, seconds = duration): Promise<Result> {
  // One worker thread fires the requests, so the servers keep the main thread to themselves.
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx replies`);
  }
  return result;
}

const mean = (values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<void> {
  const real = await startRealApp();
  const sample = await fetch(real.url);
  const cardBytes = Buffer.byteLength(await sample.text());
  if (!sample.ok) throw new Error(`The race card answered ${sample.status}`);
  const bare = await startBareServer(cardBytes);
  console.log(`Race card ${cardBytes} bytes, bare body ${bare.bytes} bytes`);
  console.log(`${rounds} rounds of ${duration} s, ${connections} connections each, alternating\n`);

  const results = { cached: [] as Result[], bare: [] as Result[] };
  try {
    await load(real.url, warmup);
    await load(bare.url, warmup);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [name, url] of [
        ['cached', real.url],
        ['bare', bare.url],
      ] as const) {
        const result = await load(url);
        results[name].push(result);
        console.log(
          `round ${round} ${name.padEnd(6)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms`,
        );
      }
    }
  } finally {
    await real.close();
    await bare.close();
  }

  const cachedRate = mean(results.cached.map((result) => result.requests.average));
  const bareRate = mean(results.bare.map((result) => result.requests.average));
  const cachedP99 = mean(results.cached.map((result) => result.latency.p99));
  const bareP99 = mean(results.bare.map((result) => result.latency.p99));
  console.log(`\ncached race card: ${cachedRate.toFixed(0)} req/s, p99 ${cachedP99.toFixed(1)} ms`);
  console.log(`bare node:http:   ${bareRate.toFixed(0)} req/s, p99 ${bareP99.toFixed(1)} ms`);
  console.log(`ratio cached/bare: ${(cachedRate / bareRate).toFixed(2)}`);
}

await main();
