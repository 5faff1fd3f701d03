import { SPORTS_CHANNEL } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { createInProcessHub, type HubEvent } from './hub';
import { createSocketFanOut } from './socket-fan-out';

const event = (version: number): HubEvent => ({
  channel: SPORTS_CHANNEL,
  event: 'fixture_changed',
  data: { 'a-race': { version, status: 'PUBLISHED' } },
});

/** Holds the thread as a socket write to a slow client would. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('socket fan-out', () => {
  it('returns from publish at once and lets other work in while thousands of slow sockets are written', async () => {
    const hub = createInProcessHub();
    const fanOut = createSocketFanOut(hub, { sliceMs: 4 });
    const sockets = 5_000;
    const received: number[][] = Array.from({ length: sockets }, () => []);
    for (let socket = 0; socket < sockets; socket += 1) {
      fanOut.subscribe(SPORTS_CHANNEL, (heard) => {
        busy(0.02);
        received[socket]?.push(Number(Object.values(heard.data)[0]?.version));
      });
    }
    const started = performance.now();
    await hub.publish(event(2));
    await hub.publish(event(3));
    const publishMs = performance.now() - started;
    // 5,000 sockets at 20 µs each is 100 ms per event; the publisher waited for none of it.
    expect(publishMs).toBeLessThan(20);
    expect(received[0]).toEqual([]);

    // Work queued after the publish (a reply being written) runs before the fan-out ends.
    const reachedWhenOtherWorkRan = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(received.filter((heard) => heard.length > 0).length)),
    );
    expect(reachedWhenOtherWorkRan).toBeLessThan(sockets);

    await fanOut.idle();
    // Every socket heard both events, in the order they were published.
    expect(received.every((heard) => heard.join() === '2,3')).toBe(true);
    fanOut.close();
    await hub.close();
  });

  it('skips a socket that unsubscribed and survives one that throws', async () => {
    const hub = createInProcessHub();
    const warnings: string[] = [];
    const fanOut = createSocketFanOut(hub, {
      log: { warn: (_details, message) => warnings.push(message) },
    });
    const heard: string[] = [];
    fanOut.subscribe(SPORTS_CHANNEL, () => {
      throw new Error('socket gone');
    });
    const stopLeaving = fanOut.subscribe(SPORTS_CHANNEL, () => heard.push('leaving'));
    fanOut.subscribe(SPORTS_CHANNEL, () => heard.push('staying'));
    await hub.publish(event(2));
    // Unsubscribed after the event was queued but before it was written: nothing more.
    stopLeaving();
    await fanOut.idle();
    expect(heard).toEqual(['staying']);
    expect(warnings).toEqual(['realtime socket delivery failed']);
    fanOut.close();
    await hub.close();
  });

  it('holds one hub subscription per channel and lets go of it with its last socket', () => {
    let active = 0;
    const hub = createInProcessHub();
    const counting = {
      subscribe: (channel: string, listener: (heard: HubEvent) => void) => {
        active += 1;
        const stop = hub.subscribe(channel, listener);
        return () => {
          active -= 1;
          stop();
        };
      },
    };
    const fanOut = createSocketFanOut(counting);
    const stops = Array.from({ length: 3 }, () =>
      fanOut.subscribe(SPORTS_CHANNEL, () => undefined),
    );
    expect(active).toBe(1);
    for (const stop of stops) stop();
    expect(active).toBe(0);
  });
});
