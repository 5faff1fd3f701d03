import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BetSlipLine, PlaceMultipleRequest } from '@furlong/contract';
import { createHttpClient } from './http-client';
import { MULTIPLE_PATH, SLIP_PATH } from './slip-maker';

/** Multiples mixed into the load: every `every`-th request a 2-leg Accumulator, one leg per race. */
export interface MultipleMix {
  every: number;
  /** Per race, the Win selections a leg is picked from. */
  legs: BetSlipLine[][];
}

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  /** Bearer headers, one per player; requests rotate through them. */
  tokens: string[];
  templates: BetSlipLine[];
  keyPrefix: string;
  /** Absent: singles only. */
  mix?: MultipleMix;
}

export interface LoadResult {
  /** Every answer, singles and multiples. */
  statuses: Record<string, number>;
  /** The multiples' answers alone (empty without a mix). */
  multipleStatuses: Record<string, number>;
  failures: number;
  /** Wall time from the first request to the last answer. */
  seconds: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** The `sequence`-th request's Accumulator: ₹100 to ₹999 on one Win selection of each race. */
function accumulatorOf(mix: MultipleMix, sequence: number): PlaceMultipleRequest {
  return {
    kind: 'ACCUMULATOR',
    eachWay: false,
    unitStake: 100 + (sequence % 900),
    legs: mix.legs.map((wins) => {
      const line = wins[Math.floor(sequence / mix.every) % wins.length] as BetSlipLine;
      return {
        sportFixture: line.sportFixture,
        selection: line.selection,
        market: 'WIN',
        odds: line.odds,
      };
    }),
  };
}

/**
 * A closed loop of `connections` clients placing one-line slips (₹100 to ₹999, each with a
 * fresh Idempotency-Key) until the time is up, with multiples mixed in when the plan says;
 * latency is measured per request.
 */
export async function runBetLoad(plan: LoadPlan): Promise<LoadResult> {
  const client = createHttpClient(plan.url, plan.connections);
  const statuses: Record<string, number> = {};
  const multipleStatuses: Record<string, number> = {};
  const latencies: number[] = [];
  let failures = 0;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + plan.seconds * 1_000;
  const loop = async () => {
    while (performance.now() < deadline) {
      sequence += 1;
      const line = plan.templates[sequence % plan.templates.length] as BetSlipLine;
      const headers = {
        authorization: plan.tokens[sequence % plan.tokens.length] as string,
        'idempotency-key': `${plan.keyPrefix}-key-${sequence}`,
      };
      const multiple = plan.mix !== undefined && sequence % plan.mix.every === 0;
      const sent = performance.now();
      try {
        const answer =
          plan.mix && multiple
            ? await client.post(MULTIPLE_PATH, headers, accumulatorOf(plan.mix, sequence))
            : await client.post(SLIP_PATH, headers, [
                { ...line, ticketPrice: 100 + (sequence % 900) },
              ]);
        latencies.push(performance.now() - sent);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (multiple) multipleStatuses[answer.status] = (multipleStatuses[answer.status] ?? 0) + 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, loop));
  const seconds = (performance.now() - started) / 1_000;
  client.close();
  latencies.sort((a, b) => a - b);
  return {
    statuses,
    multipleStatuses,
    failures,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/**
 * Runs the load in a separate process (node with the tsx loader), so the app's process and
 * its CPU figures are the server's alone. The plan goes in on stdin, the result comes back
 * as JSON on stdout.
 */
export function runBetLoadInChild(plan: LoadPlan): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString('utf8')));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as LoadResult);
      else reject(new Error(`the load process exited with ${code}`));
    });
  });
}

async function runAsChild(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += (chunk as Buffer).toString('utf8');
  process.stdout.write(JSON.stringify(await runBetLoad(JSON.parse(input) as LoadPlan)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runAsChild();
