import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';

describe('video settings', () => {
  it('defaults to the demo provider with no fixed venues', () => {
    const env = loadEnv({});
    expect(env.VIDEO_PROVIDER).toBe('demo');
    expect(env.VIDEO_STREAMS).toEqual({});
  });

  it('reads fixed stream addresses per venue', () => {
    const env = loadEnv({
      VIDEO_STREAMS: 'CAL=https://a.example/cal.m3u8, DEL=https://a.example/del.m3u8',
    });
    expect(env.VIDEO_STREAMS).toEqual({
      CAL: 'https://a.example/cal.m3u8',
      DEL: 'https://a.example/del.m3u8',
    });
  });

  it('stops on a malformed venue entry or an HLS provider without its address and secret', () => {
    expect(() => loadEnv({ VIDEO_STREAMS: 'CAL:https://a.example' })).toThrow(/VIDEO_STREAMS/);
    expect(() => loadEnv({ VIDEO_PROVIDER: 'hls' })).toThrow(/VIDEO_HLS_SECRET are required/);
    expect(() => loadEnv({ VIDEO_EMBED_URL: 'https://player.example.tv/embed' })).toThrow(
      /must contain \{videoCode\}/,
    );
  });
});
