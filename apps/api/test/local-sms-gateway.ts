import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface LocalSmsGateway {
  url: string;
  requests: SmsRequest[];
  close(): Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 standing in for the SMS provider. `respond` decides the answer
 * (default 202); leaving the response unanswered simulates a provider that hangs.
 */
export async function startLocalSmsGateway(
  respond: (request: SmsRequest, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
  },
): Promise<LocalSmsGateway> {
  const requests: SmsRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const received: SmsRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      requests.push(received);
      respond(received, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
