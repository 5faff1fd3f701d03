import fc from 'fast-check';

/** The slice of JSON Schema the OpenAPI document uses that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** Who may get a 2xx: anyone, a signed-in player, or an operator. */
  guard: 'none' | 'player' | 'operator';
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const OPEN_OPERATOR_ROUTES = new Set([
  '/api/operator/auth/login',
  '/api/operator/auth/second-factor',
  '/api/operator/auth/refresh-token',
]);

export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const isOperatorRoute =
          path.startsWith('/api/operator/') && !OPEN_OPERATOR_ROUTES.has(path);
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: Object.fromEntries(
            parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
          ),
          body: Object.values(content)[0]?.schema,
          guard: isOperatorRoute ? 'operator' : operation.security?.length ? 'player' : 'none',
        };
      }),
  );
}

/** Strings that have broken servers: NUL, lone surrogates, years 0-99, huge, empty, tricks. */
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '0000-01-01',
  '0099-12-31',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+05:30',
  '2031-02-30',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'null',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'आशा राव',
  '🏇'.repeat(40),
  'a'.repeat(20_000),
  '00000000-0000-0000-0000-000000000000',
];
/**
 * At and past what an int4 column holds, and under one paisa: every numeric field of every
 * route gets each of these (openapi-fuzz.test.ts), and random cases draw them too.
 */
export const BOUNDARY_NUMBERS = [
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  1e-320,
  0.001,
  0.004,
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1e-7,
  ...BOUNDARY_NUMBERS,
];

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.uuid() },
  );

const nastyNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(...NASTY_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Any JSON value of the wrong kind. */
const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    nastyString(),
    nastyNumber(),
    fc.boolean(),
    fc.constant(null),
    fc.constant([]),
    fc.constant({}),
    fc.array(nastyString(), { maxLength: 3 }),
    fc.dictionary(nastyString(), nastyString(), { maxKeys: 3 }),
  );

/** A value that fits the schema, or near enough to get past the first checks. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausible(choice, depth + 1)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  switch (type ?? 'object') {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            schema.minimum ?? 0,
            schema.maximum ?? 1000,
            1,
            100,
            500,
            type === 'number' ? 10.5 : 10,
          ),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(field(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
    default:
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [
            name,
            field(property, depth + 1),
          ]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format ?? '') {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.constantFrom('2031-01-10', '1999-12-31');
    case 'date-time':
      return fc.constantFrom('2031-01-10T10:00:00+05:30', '2031-01-10T04:30:00.000Z');
    case 'email':
      return fc.constantFrom('asha.rao@example.in', 'nobody@furlong.test');
    case 'uri':
      return fc.constantFrom('https://example.in/a', 'javascript:alert(1)');
    default:
      return fc.constantFrom('Asha', '9876543210', 'ABCDE1234F', 'Derby@2031', 'HDFC0001234', '1');
  }
}

/** One field: mostly plausible, sometimes anything at all. */
const field = (schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(schema, depth) },
    { weight: 1, arbitrary: nastyValue() },
  );

/** JSON texts no object literal can be: prototype keys, broken, deep, huge. */
const RAW_BODIES = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"__proto__":null}',
  '{',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '[]',
  '""',
  'null',
  '0',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

/** A request body: a raw text, a value of the wrong kind, or the schema's shape with twists. */
export const bodyArbitrary = (schema: JsonSchema | undefined): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: nastyValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: plausible(schema).map((value) => JSON.stringify(value)) },
  );

export const contentTypeArbitrary = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=fuzz',
        'application/json; charset=utf-16',
      ),
    },
  );

/** A path or query value: the schema's kind, or any string at all. */
export const parameterArbitrary = (schema?: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 2, arbitrary: schema ? plausible(schema) : fc.uuid() },
    { weight: 2, arbitrary: nastyString() },
  );

/**
 * encodeURIComponent, except that a lone surrogate is written as the bytes a careless client
 * would send (WTF-8) instead of throwing.
 */
export function encodeLoosely(value: string): string {
  let encoded = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(value[i] ?? '');
    }
  }
  return encoded;
}

/** One fixed value that fits the schema: the first choice everywhere. */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) {
    const chosen = choices.find((choice) => choice.type !== 'null') ?? choices[0];
    return exampleOf(chosen, depth + 1);
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  switch (type ?? 'object') {
    case 'string':
      return (
        {
          uuid: '00000000-0000-4000-8000-000000000000',
          date: '2031-01-10',
          'date-time': '2031-01-10T10:00:00+05:30',
          email: 'asha.rao@example.in',
          uri: 'https://example.in/a',
        }[schema.format ?? ''] ?? 'Asha'
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [exampleOf(schema.items, depth + 1)];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleOf(property, depth + 1),
        ]),
      );
  }
}

/** The paths of every string in a value, e.g. ['customer', 'traits', 'email']. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** The paths of every number in a value, e.g. [0, 'horseNo']. */
export function numberPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => numberPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...path, key]));
  return [];
}

export function withValueAt(
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

/** What every string gets in the exhaustive pass: a NUL and a lone surrogate. */
export const UNREADABLE_STRINGS = ['Asha\u0000Rao', 'Asha\ud800'];

/**
 * Links a browser would open on another host or run as script (decision 048): every body field
 * named `link` must refuse each with a 400 naming that field.
 */
export const HOSTILE_LINKS = [
  '/\\evil.example',
  '//evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'http://evil.example',
];
