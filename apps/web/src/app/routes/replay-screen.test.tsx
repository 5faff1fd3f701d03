import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { buildFixture } from '../../test/race-data';
import { renderRoute } from '../../test/render';
import ReplayScreen from './replay-screen';

const fixture = buildFixture({ venueName: 'Bengaluru', raceNumber: 3 });

function open(replay: unknown) {
  mockApi({
    [`/api/mc/sport-fixture/cached/${fixture.uid}`]: fixture,
    [`/api/video/replays/${fixture.uid}`]: replay,
  });
  renderRoute(<ReplayScreen />, { pattern: '/replays/:fixture', path: `/replays/${fixture.uid}` });
}

describe('the replay page', () => {
  it('names the race and plays its recording', async () => {
    open({ hlsUrl: '/api/video/demo/replay.m3u8' });
    expect(
      await screen.findByRole('heading', { name: 'Replay: Bengaluru R3' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Replay: Bengaluru R3')).toHaveProperty('tagName', 'VIDEO');
    expect(screen.getByRole('link', { name: "The day's results" })).toBeInTheDocument();
  });

  it("says so in the server's words when the race has no recording", async () => {
    open({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'There is no replay of this race.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no replay of this race.');
  });
});
