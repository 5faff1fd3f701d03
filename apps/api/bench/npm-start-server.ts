import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 180_000;

/** A free loopback port, asked of the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface StartedServer {
  /** 127.0.0.1:<port> */
  host: string;
  /** The server process's id (its CPU is read from /proc). */
  pid: number;
  close(): Promise<void>;
}

/**
 * The server exactly as `npm start` runs it (`tsx apps/api/src/server.ts`, development mode,
 * the embedded database, demo seeding, the race clock and other jobs), in a fresh data folder,
 * with the simulator off and no metrics port; on PostgreSQL when given its DATABASE_URL, as a
 * user points `npm start` at one; `env` adds settings a user would (WEB_CONCURRENCY, REDIS_URL).
 * Resolves once /api/health/ready answers.
 */
export async function startServerLikeNpmStart(
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'furlong-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIMULATOR: 'off',
      METRICS_PORT: 'off',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Several workers: connections go only to those listening, so wait for every one of them.
  let allWorkersListening = Number(options.env?.WEB_CONCURRENCY ?? 1) <= 1;
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (chunk.toString('utf8').includes('workers listening')) allWorkersListening = true;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`http://${host}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready && allWorkersListening) return { host, pid: child.pid ?? 0, close };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await close();
  throw new Error(`The server did not become ready on ${host}`);
}
