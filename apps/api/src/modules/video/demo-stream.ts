import { readFile } from 'node:fs/promises';
import type { StreamProvider } from './stream-provider';

/** Where the demo player loads from; served by demo-stream.routes.ts. */
export const DEMO_PLAYLIST_PATH = '/api/video/demo/live.m3u8';

/** The committed test pattern: 4 segments of 2 s (320x180 H.264, see decision 015). */
export const DEMO_SEGMENT_COUNT = 4;
export const DEMO_SEGMENT_SECONDS = 2;
/** Segments listed at once: a player starts about three from the live edge. */
const WINDOW = 5;

export const demoSegmentName = (index: number) => `segment-${index}.ts`;

/** Every run race's recording: the test pattern once through, as a finished (VOD) playlist. */
export const DEMO_REPLAY_PATH = '/api/video/demo/replay.m3u8';

/** Every race plays the same looping test stream, and every run race has the same recording. */
export const demoStreamProvider: StreamProvider = {
  streamUrlFor: () => DEMO_PLAYLIST_PATH,
  recordingUrlFor: () => DEMO_REPLAY_PATH,
};

/**
 * A live playlist that never ends: the clock picks which segments are "on air", so every
 * viewer sees the same moment. Segment k plays file k mod 4; each wrap restarts the
 * timestamps, so it is marked as a discontinuity and counted in DISCONTINUITY-SEQUENCE.
 */
export function buildDemoPlaylist(now: Date): string {
  const latest = Math.floor(now.getTime() / (DEMO_SEGMENT_SECONDS * 1000)) - 1;
  const first = latest - WINDOW + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${DEMO_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.ceil(first / DEMO_SEGMENT_COUNT)}`,
  ];
  for (let k = first; k <= latest; k += 1) {
    if (k % DEMO_SEGMENT_COUNT === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXTINF:${DEMO_SEGMENT_SECONDS.toFixed(3)},`,
      demoSegmentName(k % DEMO_SEGMENT_COUNT),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The recording: every segment once, and the end of the list, so a player can seek in it. */
export function buildDemoReplayPlaylist(): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${DEMO_SEGMENT_SECONDS}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
  ];
  for (let k = 0; k < DEMO_SEGMENT_COUNT; k += 1) {
    lines.push(`#EXTINF:${DEMO_SEGMENT_SECONDS.toFixed(3)},`, demoSegmentName(k));
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** The segments, read once: about 120 KB in all. */
export async function loadDemoSegments(): Promise<Map<string, Buffer>> {
  const segments = new Map<string, Buffer>();
  for (let index = 0; index < DEMO_SEGMENT_COUNT; index += 1) {
    const file = new URL(`./demo-stream/segment-${index}.mpegts`, import.meta.url);
    segments.set(demoSegmentName(index), await readFile(file));
  }
  return segments;
}
