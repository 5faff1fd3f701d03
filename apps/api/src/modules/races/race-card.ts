import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A card whose version the URL names never changes: any cache may keep it for a year. */
export const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * The plain URL names no version: every cache must ask again (a cheap 304 with the ETag),
 * because a client reloading after it subscribed must not be handed a card from before.
 */
export const UNVERSIONED_CACHE_CONTROL = 'public, no-cache';

type Headers = Readonly<Record<string, string>>;

interface Representation {
  etag: string;
  bytes: Buffer;
  /** Headers of a 200 and of a 304, by whether the URL named this version. */
  ok: { versioned: Headers; unversioned: Headers };
  notModified: { versioned: Headers; unversioned: Headers };
}

/**
 * A race card ready to send: the JSON serialised once and compressed once per encoding when it
 * is cached, with every reply header computed then too, so a hit costs no per-request work.
 */
export interface RaceCard {
  version: number;
  /** The JSON, as the cache's other readers (and its tests) know it. */
  body: string;
  representations: Readonly<Record<Encoding, Representation>>;
}

function representation(etag: string, bytes: Buffer, encoding: Encoding): Representation {
  const base = {
    vary: 'accept-encoding',
    etag,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  };
  const ok = (cacheControl: string) => ({
    ...base,
    'cache-control': cacheControl,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(bytes.length),
  });
  const notModified = (cacheControl: string) => ({ ...base, 'cache-control': cacheControl });
  return {
    etag,
    bytes,
    ok: { versioned: ok(VERSIONED_CACHE_CONTROL), unversioned: ok(UNVERSIONED_CACHE_CONTROL) },
    notModified: {
      versioned: notModified(VERSIONED_CACHE_CONTROL),
      unversioned: notModified(UNVERSIONED_CACHE_CONTROL),
    },
  };
}

/** Compresses off the event loop (zlib's thread pool): a miss waits, other requests do not. */
export async function encodeRaceCard(id: string, version: number, json: string): Promise<RaceCard> {
  const identity = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  // The identity ETag stays "<id>.<version>" (what clients already hold); each encoding is
  // its own representation, so it has its own strong ETag.
  const etag = `"${id}.${version}`;
  return {
    version,
    body: json,
    representations: {
      identity: representation(`${etag}"`, identity, 'identity'),
      br: representation(`${etag}-br"`, br, 'br'),
      gzip: representation(`${etag}-gzip"`, gz, 'gzip'),
    },
  };
}

/** Accept-Encoding headers repeat (one per browser build): each is read once. */
const chosenEncodings = new Map<string, Encoding>();
const MAX_REMEMBERED = 256;

/** The smallest encoding the client accepts (q > 0); identity when it names none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let chosen = chosenEncodings.get(acceptEncoding);
  if (chosen === undefined) {
    const accepted = new Set<string>();
    for (const part of acceptEncoding.toLowerCase().split(',')) {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
    }
    chosen = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
    if (chosenEncodings.size >= MAX_REMEMBERED) chosenEncodings.clear();
    chosenEncodings.set(acceptEncoding, chosen);
  }
  return chosen;
}

export interface CardRequest {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** The `v` the URL named, if any. */
  version: number | undefined;
}

export interface CardReply {
  status: 200 | 304;
  headers: Headers;
  body: Buffer | undefined;
}

/**
 * The reply to a card request. Only a URL naming the card's own version is immutable: one
 * naming another (an instance that has not heard of a change yet) gets the revalidated kind.
 */
export function answerCard(card: RaceCard, request: CardRequest): CardReply {
  const chosen = card.representations[pickEncoding(request.acceptEncoding)];
  const kind = request.version === card.version ? 'versioned' : 'unversioned';
  if (request.ifNoneMatch !== undefined && matchesCard(card, request.ifNoneMatch)) {
    return { status: 304, headers: chosen.notModified[kind], body: undefined };
  }
  return { status: 200, headers: chosen.ok[kind], body: chosen.bytes };
}

/** Any encoding of this version will do: the client holds the same card, decoded. */
function matchesCard(card: RaceCard, ifNoneMatch: string): boolean {
  const { identity, br, gzip: gz } = card.representations;
  if (ifNoneMatch === identity.etag || ifNoneMatch === br.etag || ifNoneMatch === gz.etag) {
    return true;
  }
  const held = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return (
    held.includes('*') ||
    ENCODINGS.some((encoding) => held.includes(card.representations[encoding].etag))
  );
}
