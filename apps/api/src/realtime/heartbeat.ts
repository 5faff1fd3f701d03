import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Pings every socket each interval and terminates those that left the previous ping
 * unanswered: a phone that lost signal or a proxy that dropped the line never sends a
 * close frame, and its subscriptions would otherwise live forever. Returns the stop function.
 */
export function startHeartbeat(server: WebSocketServer, intervalMs: number): () => void {
  const awaitingPong = new WeakSet<WebSocket>();
  const handleConnection = (socket: WebSocket) => {
    socket.on('pong', () => awaitingPong.delete(socket));
  };
  server.on('connection', handleConnection);

  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (awaitingPong.has(socket)) {
        socket.terminate();
        continue;
      }
      awaitingPong.add(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();

  return () => {
    clearInterval(timer);
    server.off('connection', handleConnection);
  };
}
