import { spawn } from 'node:child_process';

/** A reply as the app sent it: status, headers in order (Node's own left out), body bytes. */
export interface RecordedReply {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/**
 * The baseline of bench/races.ts: a bare `node:http` server in its own process (so it has an
 * event loop to itself, as the app has) that sends a recorded reply, unchanged, for
 * `/<kind>`. It does no work per request beyond picking the reply by path.
 */
const BARE_SERVER = `
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const replies = new Map();
  for (const [kind, reply] of Object.entries(JSON.parse(input))) {
    replies.set('/' + encodeURIComponent(kind), {
      status: reply.status,
      headers: reply.headers.flat(),
      body: Buffer.from(reply.body, 'base64'),
    });
  }
  const server = require('node:http').createServer((request, response) => {
    const reply = replies.get(request.url);
    if (!reply) return response.writeHead(404).end();
    response.writeHead(reply.status, reply.headers);
    response.end(reply.body.length > 0 ? reply.body : undefined);
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
});
`;

export async function startBareReplayer(replies: Record<string, RecordedReply>) {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()));
  });
  const wire = Object.fromEntries(
    Object.entries(replies).map(([kind, reply]) => [
      kind,
      { ...reply, body: reply.body.toString('base64') },
    ]),
  );
  child.stdin.end(JSON.stringify(wire));
  return {
    url: `http://127.0.0.1:${await port}`,
    close: async () => {
      child.kill();
    },
  };
}
