import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { FastLaneHandler } from '../../plugins/fast-lane';
import { requestIdFor } from '../../plugins/request-id';
import { jsonApiHeaders } from '../../plugins/security-headers';
import type { FixtureCache } from './fixture-cache';
import { answerCard, type CardReply, type RaceCard } from './race-card';

export const RACE_CARD_PATH = '/api/mc/sport-fixture/cached/';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const VERSION = /^\d{1,9}$/;
/** The metrics' route label, as Fastify names the route (http-metrics.ts). */
const ROUTE_LABEL = `${RACE_CARD_PATH}:id`;
const UUID_LENGTH = 36;

/**
 * Answers a race card that is in the cache, ahead of Fastify: the same bytes, headers (the
 * security headers and the request id included) and metrics as the route, without building
 * a request, a reply and their hooks (decision 043). Anything it is not sure of is left to
 * the route: other methods, other query strings, a miss, a server that is draining.
 */
export function raceCardLane(app: FastifyInstance, cache: FixtureCache<RaceCard>): FastLaneHandler {
  const { httpRequests, httpDuration } = app.metrics;
  const counted = {
    200: httpRequests.labels('GET', ROUTE_LABEL, '200'),
    304: httpRequests.labels('GET', ROUTE_LABEL, '304'),
  };
  const timed = httpDuration.labels('GET', ROUTE_LABEL);

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url ?? '';
    if (request.method !== 'GET' || !url.startsWith(RACE_CARD_PATH)) return false;
    const started = performance.now();
    const idEnd = RACE_CARD_PATH.length + UUID_LENGTH;
    const id = url.slice(RACE_CARD_PATH.length, idEnd);
    const query = url.slice(idEnd);
    let version: number | undefined;
    if (query !== '') {
      if (!query.startsWith('?v=') || !VERSION.test(query.slice(3))) return false;
      version = Number(query.slice(3));
    }
    if (!UUID.test(id) || app.readiness.isDraining) return false;
    const card = cache.peek(id);
    if (!card) return false;

    const { headers } = request;
    const answer = answerCard(card, {
      acceptEncoding: headers['accept-encoding'],
      ifNoneMatch: headers['if-none-match'],
      version,
    });
    const flat = flatHeaders(answer.headers, jsonApiHeaders(headers));
    response.writeHead(answer.status, [
      ...flat,
      'x-request-id',
      requestIdFor(headers['x-request-id']),
    ]);
    response.end(answer.body);
    counted[answer.status].inc();
    timed.observe((performance.now() - started) / 1000);
    return true;
  };
}

/** A reply's headers with the security headers, as the flat list Node writes without a copy. */
const flattened = new WeakMap<CardReply['headers'], WeakMap<object, readonly string[]>>();

/**
 * The card's headers for one answer (an encoding, a status, a cache policy) merged with the
 * security headers for signed-in or anonymous callers, flattened once per card and kept while
 * the card is: a cached card costs one array copy per request rather than a header call per
 * header (decision 045). The card's own headers win, as they did set after the security ones.
 */
function flatHeaders(
  answer: CardReply['headers'],
  security: Readonly<Record<string, string>>,
): readonly string[] {
  let bySecurity = flattened.get(answer);
  if (!bySecurity) {
    bySecurity = new WeakMap();
    flattened.set(answer, bySecurity);
  }
  let flat = bySecurity.get(security);
  if (!flat) {
    flat = Object.entries({ ...security, ...answer }).flatMap(([name, value]) => [
      name,
      String(value),
    ]);
    bySecurity.set(security, flat);
  }
  return flat;
}
