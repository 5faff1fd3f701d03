/**
 * What a logged error may carry. A failed query's error holds the SQL and its parameters
 * (emails, mobiles, sealed PANs) in `query`, `params` and its message, and PostgreSQL's own
 * message and `detail` quote the offending value ("Key (email)=(...) already exists"). For
 * those only the kind of failure is kept: type, SQLSTATE, constraint, table, column, and the
 * stack frames without the message line. Other errors keep type, message, code and stack.
 */
interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  const chain = errorChain(error);
  if (chain.some(isDatabaseError)) {
    const database = chain.find(hasSqlState);
    return {
      type: error.constructor.name,
      message: 'database query failed',
      ...(database ? pickDatabaseFacts(database) : {}),
      stack: framesOnly(error.stack),
    };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack ?? '',
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}

function errorChain(error: Error): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

const hasSqlState = (error: Error): boolean => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

const isDatabaseError = (error: Error): boolean =>
  'query' in error ||
  'params' in error ||
  'detail' in error ||
  'severity' in error ||
  error.constructor.name === 'DrizzleQueryError' ||
  hasSqlState(error);

function pickDatabaseFacts(error: Error): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') facts[key === 'code' ? 'sqlState' : key] = value;
  }
  return facts;
}

const framesOnly = (stack: string | undefined): string =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
