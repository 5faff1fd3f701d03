// `npm run operator -- <command>`: creates, re-roles, disables, enables and lists operators on
// the configured database (DATABASE_URL, else the embedded one under DATA_DIR: stop the server
// first, PGlite allows one process). The only way to manage operators in production (decision 026).
import { createInterface } from 'node:readline';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { runOperatorCommand } from '../src/modules/operators/operator-command';

/** A terminal gets a prompt that does not echo; a pipe gives its first line. */
async function readPassword(): Promise<string> {
  const isTerminal = process.stdin.isTTY;
  const prompt = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: isTerminal,
  });
  if (isTerminal) {
    process.stdout.write('Password for the new operator (not shown): ');
    // Keeps what is typed off the screen.
    (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => {
    prompt.once('line', resolve);
    prompt.once('close', () => resolve(''));
  });
  prompt.close();
  if (isTerminal) process.stdout.write('\n');
  return line;
}

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  process.exitCode = await runOperatorCommand(
    {
      db: database.db,
      now: () => new Date(),
      readPassword,
      print: (line) => console.log(line),
    },
    process.argv.slice(2),
  );
} catch (error) {
  console.error('The operator command failed:', error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
