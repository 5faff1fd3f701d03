import type { ErrorBody } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInOperator } from '../../test/operators';
import { findUnreadableText, UNREADABLE_TEXT_MESSAGE } from './refuse-unreadable-text';

describe('unreadable text is refused at the edge', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const expectRefused = (response: { statusCode: number; json<T>(): T }, path: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: UNREADABLE_TEXT_MESSAGE,
      issues: [{ path, message: UNREADABLE_TEXT_MESSAGE }],
    });
  };

  it('answers 400, not 500, to a NUL in a JSON string', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: 'a\u0000b', value: 'x' },
    });
    expectRefused(response, 'body.identifier');
  });

  it('answers 400 to a lone surrogate, written as a JSON escape', async () => {
    for (const escape of ['\\ud800', '\\udfff', 'x\\udc00\\ud800y']) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/aic/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"identifier":"asha${escape}@example.in","value":"x"}`,
      });
      expectRefused(response, 'body.identifier');
    }
  });

  it('answers 400 to a NUL in the query or the path', async () => {
    const { auth } = await signedInOperator(subject);
    const query = await subject.app.inject({
      method: 'GET',
      url: '/api/operator/players?query=asha%00rao',
      headers: auth,
    });
    expectRefused(query, 'querystring.query');
    const path = await subject.app.inject({
      method: 'GET',
      url: '/api/mc/sport-fixture/cached/ab%00c',
    });
    expectRefused(path, 'params.id');
  });

  it('answers a lone surrogate in the path, sent as bytes, in the one error shape', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/mc/sport-fixture/cached/x%ED%A0%80',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('keeps real text: a surrogate pair, Devanagari, an emoji', async () => {
    expect(findUnreadableText({ name: 'आशा 🏇', tags: ['\u{1F40E}'] }, 'body')).toBeUndefined();
    expect(findUnreadableText({ deep: [{ ['k\u0000']: 1 }] }, 'body')).toBe('body.deep.0');
    let nested: unknown = 'end\u0000';
    for (let i = 0; i < 20_000; i += 1) nested = [nested];
    expect(findUnreadableText(nested, 'body')).toMatch(/^body(\.0)+$/);
  });
});
