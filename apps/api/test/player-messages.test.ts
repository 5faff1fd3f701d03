import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorBodySchema } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { operationsOf, type Operation } from './fuzz/openapi-arbitraries';
import { signedInPlayer } from './players';

/**
 * Words meant for developers: validator and parser English, ids and types, protocol details.
 * No message a player can meet may contain them.
 */
export const DEVELOPER_TEXT =
  /expected|received|invalid input|\buuid\b|undefined|\bnull\b|\bNaN\b|regex|schema|\bzod\b|\bstack\b|\bsql\b|\bselect\b.+\bfrom\b|header|\bjson\b|\broute\b|\benum\b|configured|querystring|must (?:match|be equal)|\bFST_|\bERR_|body\/|params\//i;

/** Modules only operators, the race clock or payment gateways reach: their words are for staff. */
const STAFF_ONLY =
  /\/modules\/(operators|race-admin|kyc-review|simulator|race-clock)\/|\/callbacks?\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every message a player can meet is written for a player', () => {
  it('words every refusal the API raises in player modules for a player', () => {
    const refusal = /new AppError\(\s*'([A-Z_]+)',\s*(['`"])((?:\\.|(?!\2)[^\\])*)\2/gs;
    const found: string[] = [];
    const offending: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../src'))) {
      if (STAFF_ONLY.test(file)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(refusal)) {
        const message = match[3] ?? '';
        found.push(message);
        // Interpolated parts are names and numbers; the words around them are what is judged.
        if (DEVELOPER_TEXT.test(message.replace(/\$\{[^}]*\}/g, ''))) {
          offending.push(`${file.split('/src/')[1]}: ${match[1]} "${message}"`);
        }
      }
    }
    expect(found.length).toBeGreaterThan(40);
    expect(offending).toEqual([]);
  });

  describe('answers bad input on every player route in player words', () => {
    let subject: TestApp;
    let operations: Operation[];
    let token: string;
    beforeAll(async () => {
      subject = await buildTestApp();
      operations = operationsOf(subject.app.swagger() as Parameters<typeof operationsOf>[0]).filter(
        (operation) =>
          operation.guard !== 'operator' &&
          !operation.path.startsWith('/api/dev/') &&
          !/callback|webhook/.test(operation.path),
      );
      token = (await signedInPlayer(subject)).session.accessToken;
    });
    afterAll(async () => {
      await subject.close();
    });

    it('never answers validator, parser or framework English', async () => {
      const offending: string[] = [];
      let checked = 0;
      for (const operation of operations) {
        const path = operation.path.replace(/\{[^}]+\}/g, 'not-an-id');
        const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
        const wrongTypes = Object.fromEntries(
          Object.keys(operation.body?.properties ?? {}).map((name) => [name, { wrong: [1] }]),
        );
        const query = Object.keys(operation.query)
          .map((name) => `${name}=not%20valid`)
          .join('&');
        const attempts = [
          { url: path, payload: hasBody ? '{}' : undefined },
          {
            url: query ? `${path}?${query}` : path,
            payload: hasBody ? JSON.stringify(wrongTypes) : undefined,
          },
          ...(hasBody ? [{ url: path, payload: '{"unterminated": ' }] : []),
        ];
        for (const attempt of attempts) {
          const response = await subject.app.inject({
            method: operation.method,
            url: attempt.url,
            headers: {
              authorization: `Bearer ${token}`,
              ...(hasBody && { 'content-type': 'application/json' }),
              'idempotency-key': 'player-words-0001',
            },
            remoteAddress: `10.77.${checked % 250}.1`,
            ...(attempt.payload !== undefined && { payload: attempt.payload }),
          });
          if (response.statusCode < 400) continue;
          checked += 1;
          const body = errorBodySchema.parse(response.json());
          const words = [body.message, ...(body.issues ?? []).map((issue) => issue.message)];
          for (const word of words) {
            if (DEVELOPER_TEXT.test(word))
              offending.push(
                `${operation.method} ${attempt.url} → ${response.statusCode} "${word}"`,
              );
          }
        }
      }
      expect(checked).toBeGreaterThan(50);
      expect(offending).toEqual([]);
    }, 120_000);
  });
});
