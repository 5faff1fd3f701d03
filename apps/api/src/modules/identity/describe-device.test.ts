import { describe, expect, it } from 'vitest';
import { LOCAL_PLACE, parseUserAgent, placeOfAddress } from './describe-device';

describe('describing a device from its sign-in request', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera',
      'Linux',
    ],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Firefox/133.0', 'Firefox', 'ChromeOS'],
    ['curl/8.5.0', null, null],
    [undefined, null, null],
  ])('%s is %s on %s', (userAgent, browser, os) => {
    expect(parseUserAgent(userAgent)).toEqual({ browser, os });
  });

  it.each([
    ['203.0.113.57', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['10.1.2.3', LOCAL_PLACE],
    ['172.20.0.1', LOCAL_PLACE],
    ['192.168.1.20', LOCAL_PLACE],
    ['127.0.0.1', LOCAL_PLACE],
    ['::1', LOCAL_PLACE],
    ['fd12:3456::1', LOCAL_PLACE],
    ['fe80::1%eth0', LOCAL_PLACE],
    ['172.32.0.1', '172.32.0.0/24'],
    ['not an address', null],
    ['', null],
  ])('%s is placed as %s', (ip, place) => {
    expect(placeOfAddress(ip)).toBe(place);
  });
});
