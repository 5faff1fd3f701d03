import { vi } from 'vitest';

interface MockReply {
  status?: number;
  body: unknown;
}

/** What a reply function sees of the request. */
export interface MockRequest {
  method: string;
  path: string;
  /** The bearer token sent, or null. */
  token: string | null;
  /** Parsed JSON, the FormData of an upload, or undefined. */
  body: unknown;
  headers: Headers;
}

type ReplyFunction = (request: MockRequest) => unknown;

/**
 * Replaces fetch with a table of exact request paths (with query string), optionally prefixed
 * by the method ('POST /api/...'), which wins over the bare path. A plain value answers 200
 * with that body; a MockReply sets the status too; a function decides per request (and may
 * return a promise). A path not in the table answers 404 in the API's error shape, so a wrong
 * URL fails the test visibly.
 */
export function mockApi(replies: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = toMockRequest(input, init);
    const key = [`${request.method} ${request.path}`, request.path].find((k) => k in replies);
    if (key === undefined) {
      return jsonResponse(404, {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No mock for ${request.method} ${request.path}`,
      });
    }
    const entry = replies[key];
    const reply: unknown =
      typeof entry === 'function' ? await (entry as ReplyFunction)(request) : entry;
    return isMockReply(reply)
      ? jsonResponse(reply.status ?? 200, reply.body)
      : jsonResponse(200, reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a fetch mock received, as 'METHOD path', in order. */
export function requestsOf(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = toMockRequest(input, init);
    return `${request.method} ${request.path}`;
  });
}

function toMockRequest(input: string | URL | Request, init?: RequestInit): MockRequest {
  const headers = new Headers(init?.headers);
  const authorization = headers.get('authorization');
  const rawBody = init?.body;
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: pathOf(input),
    token: authorization?.startsWith('Bearer ') ? authorization.slice(7) : null,
    body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : (rawBody ?? undefined),
    headers,
  };
}

function pathOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function isMockReply(value: unknown): value is MockReply {
  return typeof value === 'object' && value !== null && 'body' in value;
}

function jsonResponse(status: number, body: unknown): Response {
  // A 204 may not carry a body.
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
