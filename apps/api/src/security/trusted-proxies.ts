import { isIP } from 'node:net';
import type { z } from 'zod';

/**
 * Which X-Forwarded-For hops the server believes (decision 048): none, the last `hops` of them
 * (the load balancers in front, counted from the server), or those written by proxies at these
 * addresses. The client is the right-most address no trusted proxy wrote, so a client that
 * sends its own X-Forwarded-For only adds hops to the left of the one its proxy appends.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for the private ranges (a proxy on the same private network). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY as env.ts reads it: `off`, a hop count, or a comma-separated list of proxies. */
export function parseTrustedProxies(value: string, context: z.RefinementCtx): TrustedProxies {
  const trimmed = value.trim();
  if (trimmed === 'off' || trimmed === '0') return false;
  if (trimmed === 'on' || trimmed === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        '"on" believed every X-Forwarded-For hop, so a client could choose its own address: set the number of proxies in front of the server (1 behind one load balancer) or their addresses and CIDR ranges (e.g. 10.0.0.0/8)',
    });
    return false;
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops <= MAX_HOPS) return { hops };
    context.addIssue({ code: 'custom', message: `must be at most ${MAX_HOPS} hops` });
    return false;
  }
  const addresses = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (addresses.length === 0 || wrong.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be off, a hop count (1, 2) or proxy addresses and CIDR ranges; not ${wrong.map((entry) => `"${entry}"`).join(', ') || 'empty'}`,
    });
    return false;
  }
  return { addresses };
}

/**
 * Fastify's trustProxy for it. Fastify 5 ignores a bare hop count (it trusts no hop), so a
 * count becomes the function proxy-addr asks of each hop, nearest first: the socket is hop 0.
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) return (_address, hop) => hop < trusted.hops;
  return trusted.addresses;
}
