import { isIPv4, isIPv6 } from 'node:net';

/** What a sign-in request says about the device it came from. */
export interface ClientOfRequest {
  ip: string;
  userAgent?: string | undefined;
  /** The keyed hash of the device id the web app sent at sign-in (decision 071). */
  deviceHash?: string | undefined;
}

/** What the player's list of signed-in devices shows of a session (decision 053). */
export interface SessionDevice {
  browser: string | null;
  os: string | null;
  /** LOCAL for a private network, else the address masked to /24 (IPv4) or /48 (IPv6). */
  place: string | null;
}

/** The value of `place` for a private, loopback or link-local address. */
export const LOCAL_PLACE = 'LOCAL';

// First match wins, so the browsers built on Chrome come before it and Chrome before Safari
// (every Chrome User-Agent also says "Safari"). Names only: versions help no player decide.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFxiOS\/|\bFirefox\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows NT\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];
/** A User-Agent is read only this far: enough for every real one, and a bound on the work. */
const USER_AGENT_READ_LIMIT = 512;

function firstMatch(table: [RegExp, string][], text: string): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * The browser and operating system named by a User-Agent. A dozen patterns cover the browsers
 * players use; a full parser library would be a dependency for names this list already gives.
 */
export function parseUserAgent(
  userAgent: string | undefined,
): Pick<SessionDevice, 'browser' | 'os'> {
  const text = (userAgent ?? '').slice(0, USER_AGENT_READ_LIMIT);
  return { browser: firstMatch(BROWSERS, text), os: firstMatch(SYSTEMS, text) };
}

function isPrivateIPv4(octets: number[]): boolean {
  const [a = 0, b = 0] = octets;
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** The eight 16-bit groups of an IPv6 address (its `::` expanded); undefined if it has a dot. */
function ipv6Groups(address: string): number[] | undefined {
  if (address.includes('.')) return undefined;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * A coarse place from an address, with no outside lookup: "a private network" or the network
 * the address belongs to (/24 for IPv4, /48 for IPv6), never the address itself.
 */
export function placeOfAddress(ip: string): string | null {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  if (isIPv4(address)) {
    const octets = address.split('.').map(Number);
    if (isPrivateIPv4(octets)) return LOCAL_PLACE;
    return `${octets.slice(0, 3).join('.')}.0/24`;
  }
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address.toLowerCase());
  if (!groups) return null;
  const [first = 0] = groups;
  const isLoopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
  // fc00::/7 unique local, fe80::/10 link-local.
  if (isLoopback || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return LOCAL_PLACE;
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

export function describeDevice(client: ClientOfRequest): SessionDevice {
  return { ...parseUserAgent(client.userAgent), place: placeOfAddress(client.ip) };
}
