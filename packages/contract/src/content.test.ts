import { describe, expect, it } from 'vitest';
import { contentLinkTarget, isContentLinkAllowed } from './content';

const policy = { siteOrigin: 'https://furlong.in', allowedHosts: ['racing.example.in'] };

describe('content links (decision 048)', () => {
  it('accepts a page of the site, as a path or an address', () => {
    for (const link of ['/', '/promotions/bonus?from=tip#terms', 'https://furlong.in/races'])
      expect(isContentLinkAllowed(link, policy), link).toBe(true);
    expect(contentLinkTarget('https://furlong.in/races?d=1', policy.siteOrigin)).toEqual({
      isOnSite: true,
      path: '/races?d=1',
    });
  });

  it('accepts https to an allowed host only', () => {
    expect(isContentLinkAllowed('https://racing.example.in/card', policy)).toBe(true);
    expect(isContentLinkAllowed('https://RACING.example.in/card', policy)).toBe(true);
    expect(isContentLinkAllowed('http://racing.example.in/card', policy)).toBe(false);
    expect(isContentLinkAllowed('https://evil.example', policy)).toBe(false);
    expect(isContentLinkAllowed('https://racing.example.in.evil.example/', policy)).toBe(false);
  });

  it('refuses what a browser would open on another host, or not as a link', () => {
    for (const link of [
      '/\\evil.example',
      '\\\\evil.example',
      '//evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://furlong.in.evil.example/',
      'https://user:pass@racing.example.in/',
      'https:evil.example',
      'races/today',
      ' /promotions',
    ])
      expect(isContentLinkAllowed(link, policy), link).toBe(false);
    // On the web, a path that leaves the site is no link at all.
    expect(contentLinkTarget('/\\evil.example', policy.siteOrigin)).toBeUndefined();
  });
});
