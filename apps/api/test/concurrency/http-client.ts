import { Agent, request } from 'node:http';

export interface HttpAnswer {
  status: number;
  /** The raw body: a test looks for internals (deadlock, serialization) in the text itself. */
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface HttpClient {
  send(
    method: string,
    path: string,
    headers?: Record<string, string>,
    body?: string,
  ): Promise<HttpAnswer>;
  /** JSON in, answer out; a test reads the body with `JSON.parse(answer.text)`. */
  post(path: string, headers: Record<string, string>, body: unknown): Promise<HttpAnswer>;
  close(): void;
}

/**
 * Real HTTP over loopback with a bounded pool of keep-alive sockets, so "32 clients" means
 * 32 connections the server sees, not 32 promises queued on one. A network failure (the
 * server killed mid-request) rejects: the caller decides what an unanswered request means.
 */
export function createHttpClient(baseUrl: string, maxSockets: number): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const target = new URL(baseUrl);
  const send: HttpClient['send'] = (method, path, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers:
            body === undefined
              ? headers
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(body),
                  ...headers,
                },
          timeout: 30_000,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              headers: incoming.headers,
            }),
          );
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(new Error(`${method} ${path}: no answer within 30 s`)),
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return {
    send,
    post: (path, headers, body) => send('POST', path, headers, JSON.stringify(body)),
    close: () => agent.destroy(),
  };
}
