import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';

async function pagePolicy(env: Record<string, string> = {}): Promise<Map<string, string>> {
  const subject = await buildTestApp({ env });
  try {
    const response = await subject.app.inject({ method: 'GET', url: '/api/docs' });
    const policy = String(response.headers['content-security-policy']);
    return new Map(
      policy.split('; ').map((directive) => [directive.split(' ')[0] ?? '', directive]),
    );
  } finally {
    await subject.close();
  }
}

describe('the content security policy for live video', () => {
  it('lets the player use our own stream and MSE blobs, and frames nothing by default', async () => {
    const policy = await pagePolicy();
    expect(policy.get('media-src')).toMatch(/^media-src 'self' blob:/);
    expect(policy.get('worker-src')).toContain('blob:');
    expect(policy.get('connect-src')).toBe("connect-src 'self'");
    expect(policy.get('frame-src')).toBe("frame-src 'none'");
  });

  it('lets hls.js fetch the configured stream origins and frames only the configured player', async () => {
    const policy = await pagePolicy({
      VIDEO_PROVIDER: 'hls',
      VIDEO_HLS_BASE_URL: 'https://video.example.net/races',
      VIDEO_HLS_SECRET: 'a-long-shared-cdn-secret',
      VIDEO_STREAMS:
        'CAL=https://cal.streams.example/a.m3u8,HYD=https://cal.streams.example/b.m3u8',
      VIDEO_EMBED_URL: 'https://player.example.tv/embed/{videoCode}',
    });
    expect(policy.get('connect-src')).toBe(
      "connect-src 'self' https://cal.streams.example https://video.example.net",
    );
    expect(policy.get('frame-src')).toBe('frame-src https://player.example.tv');
  });
});
