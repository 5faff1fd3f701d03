import { describe, expect, it } from 'vitest';
import { indiaInstant } from './india-time';
import { addDuration, describeLimit, indiaPeriodStart } from './protections';

describe('indiaPeriodStart', () => {
  it('starts days at midnight IST, weeks on Monday and months on the 1st', () => {
    const sunday = indiaInstant('2031-04-13', '23:59');
    expect(indiaPeriodStart('DAY', sunday)).toEqual(indiaInstant('2031-04-13', '00:00'));
    expect(indiaPeriodStart('WEEK', sunday)).toEqual(indiaInstant('2031-04-07', '00:00'));
    expect(indiaPeriodStart('MONTH', sunday)).toEqual(indiaInstant('2031-04-01', '00:00'));
    const monday = indiaInstant('2031-04-14', '00:00');
    expect(indiaPeriodStart('WEEK', monday)).toEqual(monday);
    // 18:29 UTC on 30 April is still April in India; 18:30 is May.
    expect(indiaPeriodStart('MONTH', new Date('2031-04-30T18:29:00Z'))).toEqual(
      indiaInstant('2031-04-01', '00:00'),
    );
    expect(indiaPeriodStart('MONTH', new Date('2031-04-30T18:30:00Z'))).toEqual(
      indiaInstant('2031-05-01', '00:00'),
    );
  });
});

describe('addDuration', () => {
  const start = new Date('2031-01-31T06:30:00Z');
  it('adds days, weeks, calendar months and years', () => {
    expect(addDuration(start, 'P1D').toISOString()).toBe('2031-02-01T06:30:00.000Z');
    expect(addDuration(start, 'P6W').toISOString()).toBe('2031-03-14T06:30:00.000Z');
    expect(addDuration(start, 'P6M').toISOString()).toBe('2031-07-31T06:30:00.000Z');
    expect(addDuration(start, 'P5Y').toISOString()).toBe('2036-01-31T06:30:00.000Z');
  });
});

describe('describeLimit', () => {
  it('names a limit as a message says it', () => {
    expect(describeLimit('LOSS', 'WEEK', 250_000)).toBe('weekly loss limit of ₹2,500.00');
  });
});
