import { errorBodySchema } from '@furlong/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { signedInOperator } from '../operators';
import { signedInPlayer } from '../players';
import {
  BOUNDARY_NUMBERS,
  bodyArbitrary,
  contentTypeArbitrary,
  encodeLoosely,
  exampleOf,
  operationsOf,
  parameterArbitrary,
  stringPaths,
  HOSTILE_LINKS,
  numberPaths,
  UNREADABLE_STRINGS,
  withValueAt,
  type Operation,
} from './openapi-arbitraries';

/**
 * Every route in the app's own OpenAPI document gets wrong types, huge, empty, unicode, NUL and
 * lone-surrogate strings, prototype keys and boundary numbers, as an anonymous caller, a player
 * and an operator. Whatever comes in, the answer is never a 5xx, never shows a stack trace,
 * is a 2xx or a 4xx in the one error shape, and a caller without the right token never gets a
 * 2xx from a guarded route. FUZZ_RUNS (cases per route and caller) scales it up; the default
 * keeps the run under a minute on a small machine.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const STACK_TRACE =
  /\n\s+at |\bat [\w$.<>]+ \(|node_modules\/|\/src\/[\w/.-]+\.ts|\.[cm]?js:\d+:\d+/;
/** A generated value as it would travel in a URL: strings as they are, the rest as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
type Caller = 'anonymous' | 'player' | 'operator';
const CALLERS: Caller[] = ['anonymous', 'player', 'operator'];

describe('every route in the OpenAPI document, fuzzed', () => {
  let subject: TestApp;
  let operations: Operation[];
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    player: undefined,
    operator: undefined,
  };
  const tally = { routes: 0, cases: 0, serverErrors: 0, byStatus: new Map<number, number>() };
  /** The signed-in player's uid: a `{uid}` that exists, so an operator's route reaches its money. */
  let playerUid = '00000000-0000-4000-8000-000000000000';

  const signInAgainIfNeeded = async () => {
    // A fuzzed request may end the session (logout, password change): start a new one.
    const player = await subject.app.inject({
      url: '/api/customer/self',
      headers: { authorization: `Bearer ${tokens.player}` },
    });
    if (player.statusCode !== 200) {
      const signedIn = await signedInPlayer(subject);
      tokens.player = signedIn.session.accessToken;
      playerUid = signedIn.session.uid;
    }
    const operator = await subject.app.inject({
      url: '/api/operator/me',
      headers: { authorization: `Bearer ${tokens.operator}` },
    });
    if (operator.statusCode !== 200)
      tokens.operator = (await signedInOperator(subject)).session.accessToken;
  };

  interface Case {
    caller: Caller;
    url: string;
    body: string | undefined;
    contentType: string;
    idempotencyKey: string | undefined;
    remoteAddress: string;
  }

  /** Sends one case and checks the answer; throws (an expect) when it is wrong. */
  const sendAndCheck = async (operation: Operation, input: Case) => {
    const token = tokens[input.caller];
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey;
    const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    if (hasBody) headers['content-type'] = input.contentType;
    const response = await subject.app.inject({
      method: operation.method,
      url: input.url,
      headers,
      remoteAddress: input.remoteAddress,
      ...(hasBody && input.body !== undefined ? { payload: input.body } : {}),
    });
    const status = response.statusCode;
    tally.cases += 1;
    tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
    if (status >= 500) tally.serverErrors += 1;
    const where = `${input.caller} ${operation.method} ${input.url.slice(0, 200)} → ${status} ${response.body.slice(0, 300)}`;
    expect(status, where).toBeLessThan(500);
    expect(response.body, where).not.toMatch(STACK_TRACE);
    expect([2, 4], where).toContain(Math.floor(status / 100));
    if (status >= 400) {
      const parsed = errorBodySchema.safeParse(response.json());
      expect(parsed.success, where).toBe(true);
      expect(parsed.data?.statusCode, where).toBe(status);
    }
    if (status === 429) expect(response.headers['retry-after'], where).toBeDefined();
    const isRightCaller =
      operation.guard === 'none' ||
      (operation.guard === 'player' && input.caller === 'player') ||
      (operation.guard === 'operator' && input.caller === 'operator');
    if (!isRightCaller) expect(status, `${where}: guarded route`).toBeGreaterThanOrEqual(400);
    return status;
  };

  const urlOf = (
    operation: Operation,
    params: Record<string, unknown>,
    query: Record<string, unknown>,
  ) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeLoosely(asText(params[name])),
    );
    const search = Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${encodeLoosely(asText(value))}`)
      .join('&');
    return search ? `${path}?${search}` : path;
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    operations = operationsOf(subject.app.swagger() as Parameters<typeof operationsOf>[0]);
    await signInAgainIfNeeded();
  });
  afterAll(async () => {
    const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    // The closing note quotes this line: routes fuzzed, cases sent, 5xx seen.
    console.warn(
      `OpenAPI fuzz: ${tally.routes} routes, ${tally.cases} cases sent, ${tally.serverErrors} 5xx (${statuses.join(' ')})`,
    );
    await subject?.close();
  });

  it('reads the routes from the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(['POST /api/aic/auth/login', 'GET /api/mc/sport-fixture']),
    );
  });

  it('answers no input with a 5xx, a stack trace or the wrong kind of status', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      tally.routes += 1;
      await signInAgainIfNeeded();
      const request = fc.record({
        caller: fc.constantFrom(...CALLERS),
        params: fc.record(
          Object.fromEntries(operation.pathParams.map((name) => [name, parameterArbitrary()])),
        ),
        query: fc.record(
          Object.fromEntries(
            Object.entries(operation.query).map(([name, schema]) => [
              name,
              parameterArbitrary(schema),
            ]),
          ),
          { requiredKeys: [] },
        ),
        body: bodyArbitrary(operation.body),
        contentType: contentTypeArbitrary(),
        idempotencyKey: fc.option(fc.constantFrom('', 'k', 'a'.repeat(300), 'fuzz-key-1'), {
          nil: undefined,
        }),
        remoteAddress: fc.ipV4(),
      });
      try {
        await fc.assert(
          fc.asyncProperty(request, async (input) => {
            await sendAndCheck(operation, {
              ...input,
              url: urlOf(operation, input.params, input.query),
            });
          }),
          { numRuns: RUNS * CALLERS.length, endOnFailure: true, includeErrorInReport: true },
        );
      } catch (error) {
        failures.push(
          `${operation.method} ${operation.path}: ${(error as Error).message.slice(0, 1200)}`,
        );
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(tally.serverErrors).toBe(0);
  }, 600_000);

  // Random cases rarely put a NUL into one field of an otherwise valid body, which is where
  // it used to reach the database: so every string of every route gets one, as its caller.
  it('refuses a NUL or a lone surrogate in every string of every route with a 400', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      await signInAgainIfNeeded();
      const caller: Caller = operation.guard === 'none' ? 'anonymous' : operation.guard;
      const params = Object.fromEntries(
        operation.pathParams.map((name) => [name, '00000000-0000-4000-8000-000000000000']),
      );
      const query = exampleOf({ type: 'object', properties: operation.query }) as Record<
        string,
        unknown
      >;
      const body = operation.body ? exampleOf(operation.body) : undefined;
      const variants: { url: string; body: unknown; what: string; mustRefuse: boolean }[] = [];
      for (const unreadable of UNREADABLE_STRINGS) {
        // In a URL a lone surrogate can only travel as invalid UTF-8, which the server reads
        // as U+FFFD: readable text, so it need not be refused, only answered without a 5xx.
        const isNul = unreadable.includes('\u0000');
        for (const name of operation.pathParams)
          variants.push({
            url: urlOf(operation, { ...params, [name]: unreadable }, query),
            body,
            what: `params.${name}`,
            mustRefuse: isNul,
          });
        for (const name of Object.keys(operation.query))
          variants.push({
            url: urlOf(operation, params, { ...query, [name]: unreadable }),
            body,
            what: `querystring.${name}`,
            mustRefuse: isNul,
          });
        // A body that is one bare string is not a field (the payout callback is signed text).
        for (const path of stringPaths(body).filter((path) => path.length > 0))
          variants.push({
            url: urlOf(operation, params, query),
            body: withValueAt(body, path, unreadable),
            what: `body.${path.join('.')}`,
            mustRefuse: true,
          });
      }
      for (const variant of variants) {
        try {
          const status = await sendAndCheck(operation, {
            caller,
            url: variant.url,
            body: variant.body === undefined ? undefined : JSON.stringify(variant.body),
            contentType: 'application/json',
            idempotencyKey: 'fuzz-unreadable',
            remoteAddress: '10.99.0.1',
          });
          if (variant.mustRefuse) expect(status, variant.what).toBe(400);
        } catch (error) {
          failures.push(
            `${operation.method} ${operation.path} ${variant.what}: ${(error as Error).message.slice(0, 600)}`,
          );
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);

  // A number past int4 or under one paisa used to reach a cast or a ledger check (a 500): so
  // every numeric field of every route, body and query, gets each boundary, as its caller.
  it('answers every boundary number in every numeric field of every route without a 5xx', async () => {
    const failures: string[] = [];
    let fields = 0;
    for (const operation of operations) {
      await signInAgainIfNeeded();
      const caller: Caller = operation.guard === 'none' ? 'anonymous' : operation.guard;
      const params = Object.fromEntries(
        operation.pathParams.map((name) => [
          name,
          name === 'uid' ? playerUid : '00000000-0000-4000-8000-000000000000',
        ]),
      );
      const query = exampleOf({ type: 'object', properties: operation.query }) as Record<
        string,
        unknown
      >;
      const body = operation.body ? exampleOf(operation.body) : undefined;
      const numericQuery = Object.entries(operation.query)
        .filter(([, schema]) => schema.type === 'integer' || schema.type === 'number')
        .map(([name]) => name);
      const bodyPaths = numberPaths(body).filter((path) => path.length > 0);
      fields += numericQuery.length + bodyPaths.length;
      for (const value of BOUNDARY_NUMBERS) {
        const variants = [
          ...numericQuery.map((name) => ({
            what: `querystring.${name}`,
            url: urlOf(operation, params, { ...query, [name]: value }),
            body,
          })),
          ...bodyPaths.map((path) => ({
            what: `body.${path.join('.')}`,
            url: urlOf(operation, params, query),
            body: withValueAt(body, path, value),
          })),
        ];
        for (const variant of variants) {
          try {
            await sendAndCheck(operation, {
              caller,
              url: variant.url,
              body: variant.body === undefined ? undefined : JSON.stringify(variant.body),
              contentType: 'application/json',
              idempotencyKey: `fuzz-boundary-${value}`,
              remoteAddress: '10.99.0.2',
            });
          } catch (error) {
            failures.push(
              `${operation.method} ${operation.path} ${variant.what} = ${value}: ${(error as Error).message.slice(0, 600)}`,
            );
          }
        }
      }
    }
    // Amounts, horse numbers, prices, limits and pages at least.
    expect(fields).toBeGreaterThanOrEqual(10);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);

  it('refuses a link that leaves the site in every link field of every route with a 400', async () => {
    const failures: string[] = [];
    let fields = 0;
    for (const operation of operations) {
      const body = operation.body ? exampleOf(operation.body) : undefined;
      const linkPaths = stringPaths(body).filter((path) => path.at(-1) === 'link');
      if (linkPaths.length === 0) continue;
      await signInAgainIfNeeded();
      const caller: Caller = operation.guard === 'none' ? 'anonymous' : operation.guard;
      const params = Object.fromEntries(
        operation.pathParams.map((name) => [name, '00000000-0000-4000-8000-000000000000']),
      );
      for (const path of linkPaths) {
        fields += 1;
        for (const link of HOSTILE_LINKS) {
          const what = `${operation.method} ${operation.path} body.${path.join('.')} = ${link}`;
          try {
            const response = await subject.app.inject({
              method: operation.method,
              url: urlOf(operation, params, {}),
              headers: {
                ...(tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {}),
                'content-type': 'application/json',
              },
              payload: JSON.stringify(withValueAt(body, path, link)),
            });
            expect(response.statusCode, what).toBe(400);
            const issues = errorBodySchema.parse(response.json()).issues ?? [];
            expect(
              issues.map((issue) => issue.path),
              what,
            ).toContain(`body.${path.join('.')}`);
          } catch (error) {
            failures.push(`${what}: ${(error as Error).message.slice(0, 400)}`);
          }
        }
      }
    }
    // Tips, banners and promotions, each added and replaced.
    expect(fields).toBeGreaterThanOrEqual(6);
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
