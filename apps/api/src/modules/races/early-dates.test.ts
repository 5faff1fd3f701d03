import { isIsoDay, type ErrorBody } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';

/** Years 0000-0099 once reached the India-day arithmetic and answered 500. */
describe('dates before 1900', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('reads years 0-99 as themselves, not as 1900-1999', () => {
    expect(isIsoDay('0050-02-28')).toBe(true);
    expect(isIsoDay('0000-01-01')).toBe(true);
    expect(isIsoDay('0050-02-29')).toBe(false);
  });

  it('answers 400 in the error shape on every date parameter', async () => {
    const { auth } = await signedInOperator(subject);
    const urls = [
      '/api/mc/sport-fixture?date=0000-01-01',
      '/api/mc/sport-fixture?active=true&date=0099-12-31',
      '/api/mc/race-days?from=0001-01-01&to=0001-01-31',
      '/api/operator/races?day=0042-03-03',
    ];
    for (const url of urls) {
      const response = await subject.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/mc/sport-fixture?date=1999-01-01' }))
        .statusCode,
    ).toBe(200);
  });
});
