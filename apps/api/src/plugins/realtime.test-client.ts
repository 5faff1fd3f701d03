import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, serverMessageSchema, type ServerMessage } from '@furlong/contract';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import WebSocket from 'ws';

export interface TestClient {
  socket: WebSocket;
  inbox: ServerMessage[];
  send(message: unknown): void;
  /** The next message not yet taken, waiting briefly for it. */
  next(): Promise<ServerMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

/** A real WebSocket client on a listening app; every frame it receives must match the contract. */
export async function connectTestClient(
  app: FastifyInstance,
  options?: WebSocket.ClientOptions,
): Promise<TestClient> {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, options);
  const inbox: ServerMessage[] = [];
  socket.on('message', (data) =>
    inbox.push(serverMessageSchema.parse(JSON.parse((data as Buffer).toString('utf8')))),
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await once(socket, 'open');
  return {
    socket,
    inbox,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: async () => {
      await vi.waitFor(() => {
        if (inbox.length === 0) throw new Error('no message yet');
      });
      return inbox.shift() as ServerMessage;
    },
  };
}
