import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** A GET slower than this is logged like a write. */
const SLOW_REQUEST_MS = 1_000;

/**
 * Logs every write, every failure and every slow read, with its request id; a fast,
 * successful read (the bulk of race-day traffic: race cards, lists) is not logged. Pino's
 * per-request child logger is only made when something is logged (see lazyChildLogger).
 */
export class WritesAndFailuresLogController extends LogController {
  override incomingRequest(): void {
    // Nothing: the completion line carries everything worth keeping.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const elapsed = reply.elapsedTime;
    if (!error && request.method === 'GET' && reply.statusCode < 400 && elapsed <= SLOW_REQUEST_MS)
      return;
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      statusCode: reply.statusCode,
      ms: Math.round(elapsed),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A child logger that costs nothing until first used: Fastify makes one per request, and
 * most requests never log. A class, so each request allocates one small object and no
 * closures.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly options: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  fatal(...args: LogArguments): void {
    this.real().fatal(...args);
  }
  error(...args: LogArguments): void {
    this.real().error(...args);
  }
  warn(...args: LogArguments): void {
    this.real().warn(...args);
  }
  info(...args: LogArguments): void {
    this.real().info(...args);
  }
  debug(...args: LogArguments): void {
    this.real().debug(...args);
  }
  trace(...args: LogArguments): void {
    this.real().trace(...args);
  }
  silent(...args: LogArguments): void {
    this.real().silent(...args);
  }
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.real().child(...args);
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  options: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options);
}
