import { STREAM_TOO_EARLY_MESSAGE, VIDEO_LOAD_ERROR_MESSAGE } from '@furlong/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsOf } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render';
import { tooEarlyRetryDelay } from '../api/get-stream-url';
import { LiveVideo } from './live-video';

const RACE = '00000000-0000-4000-8000-0000000000c1';
const STREAM_PATH = `/api/r2w-adapter/sis/${RACE}/stream-url`;
const DEMO = '/api/video/demo/live.m3u8';

/** A stand-in for hls.js that records what the player asked of it and can fail on demand. */
const fakeHls = vi.hoisted(() => {
  type Listener = (event: string, data: { fatal: boolean }) => void;
  const state = { isSupported: true, instances: [] as FakeHls[] };
  class FakeHls {
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    static isSupported = () => state.isSupported;
    source: string | undefined;
    media: HTMLMediaElement | undefined;
    isDestroyed = false;
    listeners = new Map<string, Listener>();
    constructor() {
      state.instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    loadSource(source: string) {
      this.source = source;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.isDestroyed = true;
    }
    fail(fatal: boolean) {
      this.listeners.get(FakeHls.Events.ERROR)?.(FakeHls.Events.ERROR, { fatal });
    }
  }
  return { state, FakeHls };
});
vi.mock('hls.js', () => ({ default: fakeHls.FakeHls }));

function openPlayer(startDate = new Date(Date.now() + 2 * 60_000).toISOString()) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <LiveVideo fixtureUid={RACE} startDate={startDate} raceLabel="Kolkata R3" />
    </QueryClientProvider>,
  );
}

const failure = (status: number, code: string, message: string) => ({
  status,
  body: { statusCode: status, code, message },
});

describe('live video', () => {
  let canPlayNatively: boolean;
  beforeEach(() => {
    canPlayNatively = false;
    fakeHls.state.isSupported = true;
    fakeHls.state.instances = [];
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      canPlayNatively && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('plays the stream through hls.js, muted, in a frame whose height is width / 1.77', async () => {
    mockApi({ [STREAM_PATH]: { hlsUrl: DEMO } });
    const { unmount } = openPlayer();

    const video = await screen.findByLabelText<HTMLVideoElement>('Live video: Kolkata R3');
    await waitFor(() => expect(fakeHls.state.instances).toHaveLength(1));
    const [hls] = fakeHls.state.instances;
    expect(hls?.source).toBe(DEMO);
    expect(hls?.media).toBe(video);
    expect(video.muted).toBe(true);
    expect(screen.getByTestId('live-video-frame').style.aspectRatio).toBe('1.77');
    expect(screen.getByText('Live pictures may be delayed by a few seconds.')).toBeInTheDocument();

    unmount();
    expect(hls?.isDestroyed).toBe(true);
  });

  it('plays natively where the browser can, without loading hls.js', async () => {
    canPlayNatively = true;
    mockApi({ [STREAM_PATH]: { hlsUrl: DEMO } });
    openPlayer();

    const video = await screen.findByLabelText<HTMLVideoElement>('Live video: Kolkata R3');
    await waitFor(() => expect(video.getAttribute('src')).toBe(DEMO));
    expect(fakeHls.state.instances).toHaveLength(0);

    fireEvent.error(video);
    expect(await screen.findByRole('alert')).toHaveTextContent(VIDEO_LOAD_ERROR_MESSAGE);
  });

  it('says when to come back if the race is more than 5 minutes off', async () => {
    mockApi({ [STREAM_PATH]: failure(409, 'STREAM_NOT_LIVE', STREAM_TOO_EARLY_MESSAGE) });
    openPlayer();

    expect(await screen.findByRole('alert')).toHaveTextContent(STREAM_TOO_EARLY_MESSAGE);
    expect(screen.queryByLabelText('Live video: Kolkata R3')).toBeNull();
  });

  it('shows the video load error when the stream cannot be had', async () => {
    mockApi({ [STREAM_PATH]: failure(500, 'INTERNAL', 'Something went wrong. Please try again.') });
    openPlayer();

    expect(await screen.findByRole('alert')).toHaveTextContent(VIDEO_LOAD_ERROR_MESSAGE);
  });

  it('shows the video load error when the stream fails to play, but not for a recoverable hiccup', async () => {
    mockApi({ [STREAM_PATH]: { hlsUrl: DEMO } });
    openPlayer();

    await waitFor(() => expect(fakeHls.state.instances).toHaveLength(1));
    const [hls] = fakeHls.state.instances;
    hls?.fail(false);
    expect(screen.queryByRole('alert')).toBeNull();
    hls?.fail(true);
    expect(await screen.findByRole('alert')).toHaveTextContent(VIDEO_LOAD_ERROR_MESSAGE);
  });

  it('shows the video load error in a browser that can play HLS neither way', async () => {
    fakeHls.state.isSupported = false;
    mockApi({ [STREAM_PATH]: { hlsUrl: DEMO } });
    openPlayer();

    expect(await screen.findByRole('alert')).toHaveTextContent(VIDEO_LOAD_ERROR_MESSAGE);
  });

  it('asks once for an early press, then again only when the stream window opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = mockApi({
        [STREAM_PATH]: failure(409, 'STREAM_NOT_LIVE', STREAM_TOO_EARLY_MESSAGE),
      });
      // The off is 20 minutes away: the window opens in 15.
      openPlayer(new Date(Date.now() + 20 * 60_000).toISOString());
      expect(await screen.findByRole('alert')).toHaveTextContent(STREAM_TOO_EARLY_MESSAGE);
      const asked = () => requestsOf(fetchMock).filter((call) => call.endsWith('/stream-url'));

      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(asked()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(13 * 60_000 + 5_000);
      expect(asked()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tooEarlyRetryDelay', () => {
  const off = '2025-11-14T10:00:00.000Z';
  it('waits until the window 5 minutes before the off opens, with 2 s to spare', () => {
    expect(tooEarlyRetryDelay(off, Date.parse('2025-11-14T09:35:00.000Z'))).toBe(
      20 * 60_000 + 2_000,
    );
  });
  it('asks again every 30 s when the server still says too early inside the window', () => {
    expect(tooEarlyRetryDelay(off, Date.parse('2025-11-14T09:56:00.000Z'))).toBe(30_000);
  });
});
