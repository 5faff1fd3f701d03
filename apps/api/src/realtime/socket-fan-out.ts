import type { HubEvent, HubListener, RealtimeHub } from './hub';

export interface SocketFanOutOptions {
  /** The longest the fan-out holds the event loop before it lets other work in (ms). */
  sliceMs?: number;
  log?: { warn(details: object, message: string): void };
}

export interface SocketFanOut {
  /** Listens to one channel for one socket; returns the unsubscribe function. */
  subscribe(channel: string, listener: HubListener): () => void;
  /** Resolves once every event received so far has reached its sockets. */
  idle(): Promise<void>;
  /** Drops every hub subscription and whatever is still queued. */
  close(): void;
}

interface Entry {
  listener: HubListener;
  active: boolean;
}

interface Delivery {
  event: HubEvent;
  targets: Entry[];
  next: number;
}

/** Long enough to write to a few hundred sockets, short enough that a reply is not held up. */
const DEFAULT_SLICE_MS = 4;
/** How many sockets are written to between two looks at the clock. */
const CHECK_EVERY = 32;

/**
 * The sockets' side of the hub (decision 068). The hub's own listeners (the race-card cache)
 * hear an event while it is published, so a change that returns leaves no stale cache; the
 * sockets, which may be tens of thousands, must not make the change's reply wait for them.
 * This holds one hub subscription per channel, queues each event with the sockets following
 * its channel at that moment, and writes to them after the current task, in slices of at most
 * `sliceMs` with other work (a reply, a query's answer) let in between. Events reach a socket
 * in the order they were published; a socket that unsubscribed gets nothing more.
 */
export function createSocketFanOut(
  hub: Pick<RealtimeHub, 'subscribe'>,
  options: SocketFanOutOptions = {},
): SocketFanOut {
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const channels = new Map<string, { entries: Set<Entry>; stop: () => void }>();
  const queue: Delivery[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  let waiters: (() => void)[] = [];

  const settleWaiters = () => {
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };

  const drain = () => {
    scheduled = undefined;
    const deadline = performance.now() + sliceMs;
    let sinceCheck = 0;
    while (queue.length > 0) {
      const delivery = queue[0] as Delivery;
      while (delivery.next < delivery.targets.length) {
        const entry = delivery.targets[delivery.next] as Entry;
        delivery.next += 1;
        if (entry.active) {
          try {
            entry.listener(delivery.event);
          } catch (error) {
            options.log?.warn(
              { err: error, channel: delivery.event.channel },
              'realtime socket delivery failed',
            );
          }
        }
        sinceCheck += 1;
        if (sinceCheck >= CHECK_EVERY) {
          sinceCheck = 0;
          if (performance.now() >= deadline) {
            scheduled = setImmediate(drain);
            return;
          }
        }
      }
      queue.shift();
    }
    settleWaiters();
  };

  const enqueue = (event: HubEvent) => {
    const targets = [...(channels.get(event.channel)?.entries ?? [])];
    if (targets.length === 0) return;
    queue.push({ event, targets, next: 0 });
    scheduled ??= setImmediate(drain);
  };

  return {
    subscribe: (channel, listener) => {
      let held = channels.get(channel);
      if (!held) {
        held = { entries: new Set(), stop: hub.subscribe(channel, enqueue) };
        channels.set(channel, held);
      }
      const entry: Entry = { listener, active: true };
      held.entries.add(entry);
      const channelHeld = held;
      return () => {
        entry.active = false;
        if (!channelHeld.entries.delete(entry) || channelHeld.entries.size > 0) return;
        channelHeld.stop();
        if (channels.get(channel) === channelHeld) channels.delete(channel);
      };
    },
    idle: () =>
      queue.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      queue.length = 0;
      for (const { stop } of channels.values()) stop();
      channels.clear();
      settleWaiters();
    },
  };
}
