// `npm run ledger:check`: checks the ledger's invariants on the configured database
// (DATABASE_URL, else the embedded one under DATA_DIR). Exits 1 when any is broken.
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { checkLedger } from '../src/ledger/check-ledger';
import { checkMultiRacePools } from '../src/modules/tote/multi-race-ledger';
import { checkTotePools } from '../src/modules/tote/pool-ledger';

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  // Migrated first, so a fresh or older database is checked against the current rules.
  await database.migrate();
  const violations = [
    ...(await checkLedger(database.db)),
    ...(await checkTotePools(database.db)),
    ...(await checkMultiRacePools(database.db)),
  ];
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${env.DATA_DIR}`;
  if (violations.length === 0) {
    console.log(`Ledger holds: every invariant checked on ${where}.`);
  } else {
    console.error(`Ledger broken: ${violations.length} violation(s) on ${where}:`);
    for (const violation of violations)
      console.error(`  ${violation.subject}: ${violation.rule} (${violation.detail})`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('Ledger check could not run:', error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
