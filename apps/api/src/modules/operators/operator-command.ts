import {
  emailSchema,
  OPERATOR_ROLES,
  operatorRolesSchema,
  passwordSchema,
  type OperatorRole,
} from '@furlong/contract';
import { parseArgs } from 'node:util';
import type { Database } from '../../db/client';
import { createOperator } from './create-operator';
import {
  listOperators,
  resetOperatorSecondFactor,
  setOperatorDisabled,
  setOperatorRoles,
} from './operator-accounts';

export interface OperatorCommandDeps {
  db: Database;
  now: () => Date;
  /** The new operator's password, from stdin (prompted without echo on a terminal). */
  readPassword: () => Promise<string>;
  print: (line: string) => void;
}

export const OPERATOR_COMMAND_USAGE = `Usage: npm run operator -- <command> [options]
  create    --email <email> --name <name> --role <role> [--role <role>...]
            (the password is read from stdin, never from the command line)
  set-roles --email <email> --role <role> [--role <role>...]
  disable   --email <email>   (also ends every session of the operator at once)
  enable    --email <email>
  reset-2fa --email <email>   (clears the authenticator and recovery codes: the next
            sign-in enrols again)
  list
Roles: ${OPERATOR_ROLES.join(', ')} (several allowed; --roles A,B also works)`;

class UsageError extends Error {}

/**
 * `npm run operator`: the one way to manage operators in production (decision 026). Answers
 * the process exit code: 0 done, 1 refused (unknown operator, taken email), 2 bad usage.
 */
export async function runOperatorCommand(
  deps: OperatorCommandDeps,
  argv: readonly string[],
): Promise<number> {
  try {
    return await run(deps, argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.print(`${error.message}\n\n${OPERATOR_COMMAND_USAGE}`);
    return 2;
  }
}

async function run(deps: OperatorCommandDeps, argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (rest.some((arg) => arg === '--password' || arg.startsWith('--password=')))
    throw new UsageError(
      'A password is never given on the command line (it would stay in the shell history and the process list): pipe it on stdin or type it at the prompt.',
    );
  const { values } = parse(rest);
  switch (command) {
    case 'list': {
      for (const operator of await listOperators(deps.db)) {
        const state = operator.disabledAt
          ? `disabled ${operator.disabledAt.toISOString()}`
          : 'active';
        deps.print(`${operator.email}\t${operator.name}\t${operator.roles.join(',')}\t${state}`);
      }
      return 0;
    }
    case 'create': {
      const email = parsedEmail(values.email);
      const name = values.name?.trim();
      if (!name || name.length > 80)
        throw new UsageError('--name is required (at most 80 characters).');
      const roles = parsedRoles(values);
      const password = passwordSchema.safeParse(await deps.readPassword());
      if (!password.success)
        throw new UsageError(`The password is refused: ${password.error.issues[0]?.message ?? ''}`);
      const created = await createOperator(deps.db, {
        email,
        name,
        roles,
        password: password.data,
      });
      if (!created) {
        deps.print(`An operator with the email ${email} already exists; nothing changed.`);
        return 1;
      }
      deps.print(`Created ${created.email} (${created.roles.join(', ')}).`);
      return 0;
    }
    case 'set-roles': {
      const email = parsedEmail(values.email);
      const roles = parsedRoles(values);
      return answer(
        deps,
        await setOperatorRoles(deps.db, email, roles),
        email,
        `now ${roles.join(', ')}`,
      );
    }
    case 'disable':
    case 'enable': {
      const email = parsedEmail(values.email);
      const isDisabled = command === 'disable';
      const found = await setOperatorDisabled(deps.db, email, isDisabled, deps.now());
      return answer(deps, found, email, isDisabled ? 'disabled, every session ended' : 'enabled');
    }
    case 'reset-2fa': {
      const email = parsedEmail(values.email);
      const wasEnrolled = await resetOperatorSecondFactor(deps.db, email);
      return answer(
        deps,
        wasEnrolled !== undefined,
        email,
        wasEnrolled
          ? 'authenticator and recovery codes cleared; the next sign-in enrols again'
          : 'had no authenticator; nothing to clear',
      );
    }
    case undefined:
      throw new UsageError('Which command?');
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
        roles: { type: 'string' },
      },
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function parsedEmail(value: string | undefined): string {
  const email = emailSchema.safeParse(value ?? '');
  if (!email.success) throw new UsageError('--email must be a valid email address.');
  return email.data;
}

function parsedRoles(values: { role?: string[]; roles?: string }): OperatorRole[] {
  const given = [...(values.role ?? []), ...(values.roles?.split(',') ?? [])].map((role) =>
    role.trim().toUpperCase(),
  );
  const roles = operatorRolesSchema.safeParse(given);
  if (!roles.success)
    throw new UsageError(`--role must be one or more of ${OPERATOR_ROLES.join(', ')}, each once.`);
  return roles.data;
}

function answer(deps: OperatorCommandDeps, found: boolean, email: string, done: string): number {
  deps.print(found ? `${email}: ${done}.` : `No operator has the email ${email}; nothing changed.`);
  return found ? 0 : 1;
}
