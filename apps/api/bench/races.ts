/**
 * How close the cached race card (GET /api/mc/sport-fixture/cached/:id) comes to the fastest
 * possible HTTP reply. The card is served by the server started as `npm start` starts it
 * (bench/npm-start-server.ts via bench/races-server.ts: its own process, demo seeding and jobs,
 * the embedded database in a fresh folder, or a scratch database on the PostgreSQL of
 * BENCH_DATABASE_URL / DATABASE_URL, dropped at the end); the race is found over HTTP, as the
 * player app finds it, in the day list (`/api/mc/sport-fixture?active=true&date=<today>`): the
 * open race that starts last, so the race clock leaves its card alone during the run. Against
 * it, a bare `node:http` server in its own process (bench/bare-replayer.ts) replays the card's
 * own replies byte for byte (status, headers and body) for three kinds of request: plain JSON,
 * brotli (what browsers accept) and a 304 for a client holding the ETag (aim: 0.7 for each).
 * Rounds alternate A, B, A, B so a warm or busy moment of the machine does not favour one side.
 * Each server has its process to itself, and the load comes from a third (autocannon's command
 * line), as it would from the network. After the runs the card is read again: a changed ETag
 * means the replayed bytes were no longer the app's, and the bench fails. Loopback only.
 *
 * BENCH_DURATION (seconds per run, 5), BENCH_CONNECTIONS (50), BENCH_ROUNDS (2),
 * BENCH_WARMUP (seconds of unreported load on each side first, so JIT warm-up counts for neither; 2).
 * BENCH_SERVER=in-process serves the card from the app inside this process on an in-memory
 * database instead: a second figure only, never the headline.
 */
import type { Result } from 'autocannon';
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { wholeNumber } from './bench-env';
import { startBareReplayer, type RecordedReply } from './bare-replayer';
import { startAsNpmStart, startInProcess } from './races-server';

const duration = wholeNumber('BENCH_DURATION', 5);
const connections = wholeNumber('BENCH_CONNECTIONS', 50);
const rounds = wholeNumber('BENCH_ROUNDS', 2);
const warmup = wholeNumber('BENCH_WARMUP', 2);
const inProcess = process.env.BENCH_SERVER === 'in-process';

/** The kinds of request compared; the bare server tells them apart by the same headers. */
const KINDS = {
  json: {},
  brotli: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  'not modified': { 'accept-encoding': 'gzip, deflate, br, zstd', 'if-none-match': '' },
} satisfies Record<string, Record<string, string>>;
type Kind = keyof typeof KINDS;

/** One raw reply (no decompression): what the bare server will send back. */
function record(url: string, headers: Record<string, string>): Promise<RecordedReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const kept: [string, string][] = [];
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          const name = incoming.rawHeaders[index] ?? '';
          // Node writes these itself on every reply.
          if (['date', 'connection', 'keep-alive'].includes(name.toLowerCase())) continue;
          kept.push([name, incoming.rawHeaders[index + 1] ?? '']);
        }
        resolve({ status: incoming.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

async function load(url: string, headers: Record<string, string>, seconds = duration) {
  // Its own process fires the requests: neither server shares a process with the load.
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [
      AUTOCANNON_CLI,
      '--json',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      ...headerArgs,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as Result;
  if (result.errors > 0 || result['4xx'] > 0 || result['5xx'] > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx replies`);
  }
  return result;
}

const mean = (values: number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<void> {
  const server = inProcess
    ? await startInProcess()
    : await startAsNpmStart(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
  try {
    await compare(server.host, server.raceUid, server.description);
  } finally {
    await server.close();
  }
}

async function compare(host: string, raceUid: string, description: string): Promise<void> {
  const realUrl = `http://${host}/api/mc/sport-fixture/cached/${raceUid}`;
  const plain = await record(realUrl, KINDS.json);
  if (plain.status !== 200) throw new Error(`The race card answered ${plain.status}`);
  const etag = plain.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1] ?? '';
  KINDS['not modified']['if-none-match'] = etag;
  const replies = {
    json: plain,
    brotli: await record(realUrl, KINDS.brotli),
    'not modified': await record(realUrl, KINDS['not modified']),
  };
  const bare = await startBareReplayer(replies);
  console.log(`card: ${description}, race ${raceUid}`);
  for (const [kind, reply] of Object.entries(replies)) {
    console.log(`${kind.padEnd(12)} ${reply.status}, ${reply.body.length} bytes of body`);
  }
  console.log(`${rounds} rounds of ${duration} s, ${connections} connections each, alternating\n`);

  const ratios: number[] = [];
  try {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const headers = KINDS[kind];
      const bareUrl = `${bare.url}/${encodeURIComponent(kind)}`;
      await load(realUrl, headers, warmup);
      await load(bareUrl, headers, warmup);
      const results = { card: [] as Result[], bare: [] as Result[] };
      for (let round = 1; round <= rounds; round += 1) {
        results.card.push(await load(realUrl, headers));
        results.bare.push(await load(bareUrl, headers));
      }
      const cardRate = mean(results.card.map((result) => result.requests.average));
      const bareRate = mean(results.bare.map((result) => result.requests.average));
      const p99 = (list: Result[]) => mean(list.map((result) => result.latency.p99)).toFixed(1);
      ratios.push(cardRate / bareRate);
      console.log(
        `${kind.padEnd(12)} card ${cardRate.toFixed(0).padStart(6)} req/s (p99 ${p99(results.card)} ms)` +
          `  bare ${bareRate.toFixed(0).padStart(6)} req/s (p99 ${p99(results.bare)} ms)` +
          `  ratio ${(cardRate / bareRate).toFixed(2)}`,
      );
    }
  } finally {
    await bare.close();
  }
  const after = await record(realUrl, KINDS.json);
  const etagAfter = after.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1] ?? '';
  if (after.status !== 200 || etagAfter !== etag) {
    throw new Error(
      `The race card changed during the run (${after.status}, ETag ${etag} became ${etagAfter}): the bare server replayed stale bytes`,
    );
  }
  const worst = Math.min(...ratios);
  console.log(
    `\nworst ratio card/bare: ${worst.toFixed(2)} (aim 0.70: ${worst >= 0.7 ? 'met' : 'missed'})`,
  );
}

await main();
