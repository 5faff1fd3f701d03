// What every benchmark reads from its environment and its machine, said once.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** A whole-number setting from the environment (BENCH_*), refused outside [min, max]. */
export function wholeNumber(name: string, fallback: number, min = 1, max = 600): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** pgbench on PATH, else from the machine's PostgreSQL installation. */
export function findPgbench(): string {
  try {
    return execFileSync('which', ['pgbench'], { encoding: 'utf8' }).trim();
  } catch {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root) : [];
    const found = versions.map((version) => `${root}/${version}/bin/pgbench`).find(existsSync);
    if (!found) throw new Error('pgbench not found: install postgresql-client or put it on PATH');
    return found;
  }
}
