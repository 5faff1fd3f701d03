import { EventEmitter } from 'node:events';
import type { ChannelEventPayload } from '@furlong/contract';

/** What travels between instances: a channel event, already shaped for clients. */
export type HubEvent = { channel: string } & ChannelEventPayload;

export type HubListener = (event: HubEvent) => void;

/**
 * Fan-out of realtime events. Publishing reaches every subscriber on every instance:
 * in-process when there is one instance, through Redis when REDIS_URL is set.
 */
export interface RealtimeHub {
  publish(event: HubEvent): Promise<void>;
  /** Listens to one channel; returns the unsubscribe function. */
  subscribe(channel: string, listener: HubListener): () => void;
  /** Resolves when the broker answers (readiness); absent when there is no broker. */
  ping?(): Promise<void>;
  /**
   * Called when events may have been missed (the Redis subscriber lost its connection and
   * is back): whatever was derived from events (a cache, a screen) must be reloaded.
   * Returns the unsubscribe function.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

export function createInProcessHub(): RealtimeHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit(event.channel, event);
    },
    subscribe: (channel, listener) => {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    // One process misses nothing.
    onResync: () => () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
