import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { buildDemoPlaylist, DEMO_SEGMENT_COUNT } from './demo-stream';

const segmentsOf = (playlist: string) =>
  playlist.split('\n').filter((line) => line.startsWith('segment-'));
const tagValue = (playlist: string, tag: string) =>
  Number(new RegExp(`#${tag}:(\\d+)`).exec(playlist)?.[1]);

describe('the demo live playlist', () => {
  it('slides one 2 s segment at a time and loops over the committed segments', () => {
    const at = new Date(1_000_000_000_000); // segment 500,000,000 is on air
    const now = buildDemoPlaylist(at);
    const next = buildDemoPlaylist(new Date(at.getTime() + 2000));
    expect(now).not.toContain('#EXT-X-ENDLIST');
    expect(tagValue(next, 'EXT-X-MEDIA-SEQUENCE')).toBe(tagValue(now, 'EXT-X-MEDIA-SEQUENCE') + 1);
    expect(segmentsOf(now)).toHaveLength(5);
    expect(segmentsOf(next).slice(0, 4)).toEqual(segmentsOf(now).slice(1));
    const first = tagValue(now, 'EXT-X-MEDIA-SEQUENCE');
    expect(segmentsOf(now)[0]).toBe(`segment-${first % DEMO_SEGMENT_COUNT}.ts`);
  });

  it('marks every wrap as a discontinuity and counts the ones that left the window', () => {
    for (let step = 0; step < 2 * DEMO_SEGMENT_COUNT; step += 1) {
      const playlist = buildDemoPlaylist(new Date(1_000_000_000_000 + step * 2000));
      const lines = playlist.split('\n');
      lines.forEach((line, index) => {
        if (line === 'segment-0.ts') expect(lines[index - 2]).toBe('#EXT-X-DISCONTINUITY');
      });
      const first = tagValue(playlist, 'EXT-X-MEDIA-SEQUENCE');
      // Wraps happen at segments 0, 4, 8, ...: those before the first listed one have left.
      expect(tagValue(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(
        Math.ceil(first / DEMO_SEGMENT_COUNT),
      );
    }
  });
});

describe('GET /api/video/demo/*', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: createManualClock(new Date('2031-04-10T10:00:00Z')) });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('serves the live playlist, uncached', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/video/demo/live.m3u8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(buildDemoPlaylist(new Date('2031-04-10T10:00:00Z')));
  });

  it('serves every segment as MPEG-TS, under 300 KB in all', async () => {
    let total = 0;
    for (let index = 0; index < DEMO_SEGMENT_COUNT; index += 1) {
      const response = await subject.app.inject({
        method: 'GET',
        url: `/api/video/demo/segment-${index}.ts`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp2t');
      expect(response.rawPayload[0]).toBe(0x47); // the MPEG-TS sync byte
      total += response.rawPayload.length;
    }
    expect(total).toBeLessThan(300 * 1024);
  });

  it('answers 404 for a segment it does not have and 400 for a path', async () => {
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/video/demo/segment-9.ts' })).statusCode,
    ).toBe(404);
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/video/demo/..%2Fvideo.routes.ts' }))
        .statusCode,
    ).toBe(400);
  });
});
