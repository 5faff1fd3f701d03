import websocket from '@fastify/websocket';
import { REALTIME_MAX_MESSAGE_BYTES, REALTIME_PATH, type ServerMessage } from '@furlong/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../app-error';
import { authorizeChannel } from '../realtime/channel-access';
import { startHeartbeat } from '../realtime/heartbeat';
import { createSocketFanOut } from '../realtime/socket-fan-out';
import { openSocketSession } from '../realtime/socket-session';

export interface RealtimePluginOptions {
  /** How often sockets are pinged; one missed pong ends the socket. Tests shorten it. */
  heartbeatIntervalMs?: number;
  /** Hands the metrics a way to count this instance's open sockets (app.metrics.countSockets). */
  countSockets?: (count: () => number) => void;
  /**
   * The one site whose pages may open a socket (production: PUBLIC_URL's origin, decision 048).
   * A browser always sends Origin with a WebSocket, and another site's page could otherwise
   * listen on a signed-in player's behalf; a client that sends none is not a browser and may.
   */
  allowedOrigin?: string;
}

const refuseForeignOrigin = (allowedOrigin: string) => async (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== allowedOrigin)
    throw new AppError('FORBIDDEN', 'This site may not open the live connection.');
};

const HEARTBEAT_INTERVAL_MS = 30_000;
const GOING_AWAY = 1001;
/** How long shutdown waits for a client's close handshake before cutting the line. */
const CLOSE_GRACE_MS = 2_000;
/**
 * A client this far behind is not reading. Cutting it is safe because events only say
 * what changed: on reconnect the client refetches and loses nothing.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * The WebSocket endpoint (protocol in docs/ARCHITECTURE.md). Encapsulated: @fastify/websocket
 * adds a request and a response hook to every route in its scope, and the race card (the
 * hottest route) should not pay for them. An upgrade aimed at another path gets an HTTP reply.
 */
export const realtimePlugin: FastifyPluginAsync<RealtimePluginOptions> = async (app, options) => {
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_MESSAGE_BYTES },
    preClose: () => closeAllSockets(app.websocketServer),
  });
  const stopHeartbeat = startHeartbeat(
    app.websocketServer,
    options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
  );
  // Sockets hear events after the change that published them has answered (decision 068).
  const fanOut = createSocketFanOut(app.hub, { log: app.log });
  app.addHook('onClose', async () => {
    stopHeartbeat();
    fanOut.close();
  });
  options.countSockets?.(() => app.websocketServer.clients.size);

  const originCheck = options.allowedOrigin
    ? { onRequest: refuseForeignOrigin(options.allowedOrigin) }
    : {};
  app.get(REALTIME_PATH, { websocket: true, ...originCheck }, (socket, request) => {
    const session = openSocketSession({
      hub: {
        subscribe: (channel, listener) => fanOut.subscribe(channel, listener),
        onResync: (listener) => app.hub.onResync(listener),
      },
      authorize: (channel, viewer) => authorizeChannel(channel, viewer, app.clock.now()),
      authenticate: async (token) => {
        const player = await app.checkPlayerToken(token);
        return player && { playerId: player.id, expiresAt: player.expiresAt };
      },
      send: (message) => sendMessage(socket, message),
    });
    socket.on('message', (data, isBinary) => {
      session.handleMessage(isBinary || !Buffer.isBuffer(data) ? null : data.toString('utf8'));
    });
    socket.on('close', (code) => {
      session.close();
      request.log.debug({ code }, 'realtime socket closed');
    });
  });
};

function sendMessage(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  // A text frame either way; a Buffer spares ws encoding the same string once per socket.
  socket.send(serialize(message), { binary: false });
}

/**
 * An event reaches thousands of sockets as one shared message object: its JSON is made and
 * encoded once (a price move's frame carries the prices, so this is the bulk of the work).
 */
const frames = new WeakMap<ServerMessage, Buffer>();
function serialize(message: ServerMessage): Buffer | string {
  const cached = frames.get(message);
  if (cached) return cached;
  if (message.type !== 'event') return JSON.stringify(message);
  const frame = Buffer.from(JSON.stringify(message), 'utf8');
  frames.set(message, frame);
  return frame;
}

/** Says goodbye (1001, going away) so clients reconnect, to another instance if need be. */
async function closeAllSockets(server: WebSocketServer): Promise<void> {
  await Promise.all(
    [...server.clients].map(
      (socket) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(GOING_AWAY, 'Server shutting down');
        }),
    ),
  );
  server.close();
}
