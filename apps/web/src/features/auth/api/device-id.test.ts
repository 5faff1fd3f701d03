import { DEVICE_ID_HEADER, deviceIdOf } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { deviceHeader } from './device-id';

describe('the device id sent at sign-in', () => {
  it('is one random id per browser, kept across sign-ins, in a form the API accepts', () => {
    localStorage.clear();
    const first = deviceHeader()[DEVICE_ID_HEADER];
    expect(deviceIdOf(first)).toBe(first);
    expect(deviceHeader()[DEVICE_ID_HEADER]).toBe(first);
    localStorage.setItem('furlong.device', 'x');
    expect(deviceHeader()[DEVICE_ID_HEADER]).not.toBe('x');
  });
});
