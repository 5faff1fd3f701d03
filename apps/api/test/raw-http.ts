import { connect } from 'node:net';

export interface RawResponse {
  statusCode: number;
  headers: Map<string, string>;
  body: string;
  /** Body bytes the client had written when the answer arrived. */
  bytesWrittenBeforeAnswer: number;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

/**
 * Sends a request over a bare socket, for what inject cannot do: a body that keeps coming
 * (never ended) or a Content-Length with no body behind it. `body` is written piece by piece,
 * waiting for the socket to drain, and writing stops as soon as the answer starts to arrive.
 */
export function sendRaw(
  port: number,
  head: string,
  body: Iterable<Buffer> = [],
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((closedResolve) =>
      socket.once('close', () => closedResolve()),
    );
    let received = Buffer.alloc(0);
    let answered = false;
    let written = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 15 s'));
    }, 15_000);
    // Writing into a connection the server has just closed fails (EPIPE, ECONNRESET): expected here.
    socket.on('error', () => undefined);
    socket.on('data', (data: Buffer) => {
      answered = true;
      received = Buffer.concat([received, data]);
      const parsed = parseResponse(received);
      if (!parsed) return;
      clearTimeout(timer);
      resolve({ ...parsed, bytesWrittenBeforeAnswer: written, closed });
    });
    socket.once('connect', () => {
      socket.write(head);
      void (async () => {
        for (const piece of body) {
          if (answered || socket.destroyed) return;
          written += piece.length;
          if (!socket.write(piece)) {
            await new Promise<void>((drained) => {
              const done = () => {
                for (const event of ['drain', 'close', 'data']) socket.off(event, done);
                drained();
              };
              for (const event of ['drain', 'close', 'data']) socket.on(event, done);
            });
          }
        }
      })();
    });
  });
}

function parseResponse(
  raw: Buffer,
): Omit<RawResponse, 'bytesWrittenBeforeAnswer' | 'closed'> | undefined {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = Number(headers.get('content-length') ?? 0);
  const body = raw.subarray(end + 4);
  if (body.length < length) return undefined;
  return {
    statusCode: Number(statusLine.split(' ')[1]),
    headers,
    body: body.subarray(0, length).toString('utf8'),
  };
}

/** One piece of a chunked transfer encoding. */
export function httpChunk(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}
