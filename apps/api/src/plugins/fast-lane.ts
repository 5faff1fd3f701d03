import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself and returns true, or returns false to leave it to Fastify. */
export type FastLaneHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface FastLane {
  /** Puts a handler in front of Fastify (one: the race card's cache hits). */
  serve(handler: FastLaneHandler): void;
  /** Fastify's HTTP server, with the lane in front of its handler. */
  serverFactory: FastifyServerFactory;
}

/**
 * A way past Fastify's per-request machinery for the one reply that dominates race day, a
 * cached race card (decision 043). The lane answers only what it can answer exactly as the
 * Fastify route would (same bytes, same headers, same metrics); everything else, and every
 * request while the lane is empty, goes to Fastify as before.
 */
export function createFastLane(): FastLane {
  let lane: FastLaneHandler | undefined;
  return {
    serve: (handler) => {
      lane = handler;
    },
    // The same server Fastify makes for itself (lib/server.js), plus the lane.
    serverFactory: (handler, options) => {
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!lane?.(request, response)) handler(request, response);
      });
      const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
      if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
      if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
      if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
      if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0)
        server.maxRequestsPerSocket = maxRequestsPerSocket;
      return server;
    },
  };
}
