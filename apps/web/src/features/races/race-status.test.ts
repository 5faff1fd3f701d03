import { describe, expect, it } from 'vitest';
import { describeRaceStatus } from './race-status';

describe('describeRaceStatus', () => {
  it('shows a status it does not know as sent, in red', () => {
    expect(describeRaceStatus('ABANDONED', null)).toEqual({ label: 'ABANDONED', tone: 'error' });
  });

  it('says Result Declared only when a result exists', () => {
    const result = { standings: [], voided: false, state: 'PROVISIONAL' as const };
    expect(describeRaceStatus('RESULT', result)).toEqual({
      label: 'Result Declared',
      tone: 'success',
    });
    expect(describeRaceStatus('RESULT', null)).toEqual({ label: 'RESULT', tone: 'error' });
  });

  it('calls a voided race cancelled whatever its status', () => {
    expect(
      describeRaceStatus('PAID', { standings: [], voided: true, state: 'OFFICIAL' }).label,
    ).toBe('CANCELLED');
  });
});
