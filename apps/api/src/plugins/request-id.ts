import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Keeps a caller's request id when it is sane, so logs correlate across hops. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
