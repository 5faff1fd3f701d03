import { randomUUID } from 'node:crypto';
import { channelEventSchema } from '@furlong/contract';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { HubEvent, HubListener, RealtimeHub } from './hub';

export const DEFAULT_CHANNEL_PREFIX = 'furlong:rt:';

/** Structured logging, satisfied by Fastify's logger and by `console`. */
export interface HubLog {
  warn(details: object, message: string): void;
}

export interface RedisHubOptions {
  url: string;
  log: HubLog;
  /** Namespaces our channels on a Redis shared with other apps or test runs. */
  channelPrefix?: string;
  /** CLIENT SETNAME of the two connections (`<name>-pub`, `<name>-sub`), for operators. */
  connectionName?: string;
}

export const DEFAULT_CONNECTION_NAME = 'furlong-realtime';

// Another instance (or anything else with access to Redis) wrote this: check before trusting.
const hubEnvelopeSchema = z
  .object({
    /** The publishing instance: it has already delivered the event to its own listeners. */
    origin: z.string(),
    channel: z.string().min(1),
  })
  .and(channelEventSchema);

/**
 * Fan-out across instances over Redis pub/sub. One connection publishes; a second one is
 * in subscriber mode (it can run no other command) and listens only to the channels that
 * have a local listener, so an instance does not receive traffic nobody on it wants.
 */
export function createRedisHub(options: RedisHubOptions): RealtimeHub {
  const prefix = options.channelPrefix ?? DEFAULT_CHANNEL_PREFIX;
  const { log } = options;
  // A lost event is tolerable (clients refetch), a publish stuck behind reconnects is not.
  const name = options.connectionName ?? DEFAULT_CONNECTION_NAME;
  const publisher = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    connectionName: `${name}-pub`,
  });
  // No ready check on the subscriber: its INFO could go out after a SUBSCRIBE issued while the
  // connection was coming up, which Redis refuses in subscriber mode and leaves it unsubscribed.
  const subscriber = new Redis(options.url, {
    connectionName: `${name}-sub`,
    enableReadyCheck: false,
  });
  const listenersByChannel = new Map<string, Set<{ listener: HubListener }>>();
  const origin = randomUUID();

  const deliver = (event: HubEvent) => {
    for (const { listener } of [...(listenersByChannel.get(event.channel) ?? [])]) {
      // A throwing listener must not starve the others or break ioredis's reply parser.
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error, channel: event.channel }, 'realtime listener failed');
      }
    }
  };

  // Without a listener ioredis prints every reconnect failure; it keeps retrying either way.
  const logConnectionError = (role: string) => (error: Error) =>
    log.warn({ err: error, role }, 'realtime redis connection error');
  publisher.on('error', logConnectionError('publisher'));
  subscriber.on('error', logConnectionError('subscriber'));

  // Events published while the subscriber was away are lost (no replay): when it is back
  // (ioredis resubscribes by itself), listeners resync. While it is away, the card cache's
  // short TTL bounds how stale an answer can be.
  const resyncListeners = new Set<{ listener: () => void }>();
  const resync = (reason: string) => {
    log.warn({ reason }, 'realtime subscriber reconnected: caches cleared, clients resync');
    for (const { listener } of [...resyncListeners]) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error }, 'realtime resync listener failed');
      }
    }
  };
  let hasBeenReady = false;
  subscriber.on('ready', () => {
    if (hasBeenReady) resync('subscriber back');
    hasBeenReady = true;
  });

  subscriber.on('message', (redisChannel: string, payload: string) => {
    if (!listenersByChannel.has(redisChannel.slice(prefix.length))) return;
    const envelope = parseEnvelope(payload);
    if (!envelope || prefix + envelope.channel !== redisChannel) {
      log.warn(
        { redisChannel, payload: payload.slice(0, 200) },
        'dropped malformed realtime message',
      );
      return;
    }
    if (envelope.origin === origin) return;
    const { origin: _from, ...event } = envelope;
    deliver(event);
  });

  const subscribeRedis = (channel: string, subscribe: boolean) => {
    const command = subscribe
      ? subscriber.subscribe(prefix + channel)
      : subscriber.unsubscribe(prefix + channel);
    command.catch((error: unknown) =>
      log.warn({ err: error, channel, subscribe }, 'realtime redis (un)subscribe failed'),
    );
  };

  return {
    // Local listeners hear the event at once (a cache on this instance is never stale after
    // the change returns); other instances hear it through Redis. A Redis failure is logged,
    // never thrown: the change behind the event has already been committed.
    publish: async (event) => {
      deliver(event);
      try {
        await publisher.publish(prefix + event.channel, JSON.stringify({ origin, ...event }));
      } catch (error) {
        log.warn({ err: error, channel: event.channel }, 'realtime publish failed');
      }
    },
    subscribe: (channel, listener) => {
      let entries = listenersByChannel.get(channel);
      if (!entries) {
        entries = new Set();
        listenersByChannel.set(channel, entries);
        subscribeRedis(channel, true);
      }
      // One entry per call, so subscribing the same function twice needs two unsubscribes.
      const entry = { listener };
      entries.add(entry);
      const channelEntries = entries;
      return () => {
        if (!channelEntries.delete(entry) || channelEntries.size > 0) return;
        listenersByChannel.delete(channel);
        subscribeRedis(channel, false);
      };
    },
    ping: async () => {
      await publisher.ping();
    },
    onResync: (listener) => {
      const entry = { listener };
      resyncListeners.add(entry);
      return () => resyncListeners.delete(entry);
    },
    close: async () => {
      resyncListeners.clear();
      listenersByChannel.clear();
      await Promise.all([quitConnection(publisher), quitConnection(subscriber)]);
    },
  };
}

function parseEnvelope(payload: string): z.infer<typeof hubEnvelopeSchema> | undefined {
  try {
    const parsed = hubEnvelopeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function quitConnection(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
