import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts apps/api/src/server.ts in its own process, as production runs it. Node loads tsx
 * as a loader in that same process (not the tsx CLI, which forks a second node): a SIGKILL
 * must hit the server itself, not a wrapper that would leave it running.
 */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
  /** A line the output must also hold before the start counts (a multi-worker instance's). */
  readyLine?: RegExp,
): Promise<ServerProcess> {
  const inherited = { ...process.env };
  // The child talks only to the database it is given, and counts rate limits in memory.
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  delete inherited.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED: 'off',
      SIMULATOR: 'off',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let output = '';
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the server did not start within ${timeoutMs} ms:\n${output.slice(-2_000)}`),
      );
    }, timeoutMs);
    const onData = (data: Buffer) => {
      // Keeps draining after the start (a full pipe would stall the server's logging), unread.
      if (started) return;
      output += data.toString('utf8');
      const match = LISTENING.exec(output);
      if (match?.[1] && (!readyLine || readyLine.test(output))) {
        started = true;
        clearTimeout(timer);
        resolve({ baseUrl: match[1], child, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output.slice(-2_000)}`));
    });
  });
}
