// The checks behind .ci/replicas: two running replicas (REPLICA_A, REPLICA_B) on one
// PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL). REPLICA_A_PGID is killed -9 mid-way.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';

const A = required('REPLICA_A');
const B = required('REPLICA_B');
const PGID_A = Number(required('REPLICA_A_PGID'));
const OPERATOR = { email: 'operator@furlong.in', password: 'Operator@2026' };
const TTL_MARGIN_MS = 6_000;
const DEMO_MOBILE = '9876543210';
const SMS_GATEWAY_PORT = Number(required('SMS_GATEWAY_PORT'));

/** The SMS provider both replicas send to: it keeps the idempotency key of every request. */
const smsKeys = new Set();
const smsGateway = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') smsKeys.add(key);
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
  });
});
await new Promise((resolve) => smsGateway.listen(SMS_GATEWAY_PORT, '127.0.0.1', resolve));
let failures = 0;
const say = (line) => process.stdout.write(`${line}\n`);

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function check(isOk, label, detail) {
  say(`${isOk ? 'ok  ' : 'FAIL'} ${label}${detail ? ` (${detail})` : ''}`);
  if (!isOk) failures += 1;
}

async function waitFor(label, probe, timeoutMs) {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${label}`);
    await sleep(100);
  }
}

async function call(base, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A WebSocket following the sports channel; `inbox` keeps every message. */
async function follow(base) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`);
  const inbox = [];
  socket.on('message', (data) => inbox.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'subscribe', channel: 'sports' }));
  await waitFor('subscribed', async () => inbox.some((m) => m.type === 'subscribed'), 5_000);
  return { socket, inbox };
}

const changesOf = (inbox, raceId) =>
  inbox.filter((m) => m.type === 'event' && m.event === 'fixture_changed' && m.data[raceId]);
const indiaDay = (at) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

const db = new pg.Client({ connectionString: required('DATABASE_URL') });
const redis = new Redis(required('REDIS_URL'));
const raceRow = async (id) =>
  (await db.query('select status, version from fixtures where id = $1', [id])).rows[0];

let raceNumber = 90;
async function publishedRace(token, offInMs) {
  const startAt = new Date(Date.now() + offInMs);
  raceNumber += 1;
  const race = await call(B, '/api/operator/races', {
    method: 'POST',
    token,
    body: {
      venue: 'BLR',
      day: indiaDay(startAt),
      raceNumber,
      startDate: startAt.toISOString(),
      distance: 1200,
      name: `Replica Check ${raceNumber}`,
      runners: [1, 2, 3, 4].map((horseNo) => ({
        horseNo,
        name: `Check Runner ${horseNo}`,
        prices: { WIN: horseNo + 1, PLACE: 1.5, SHP: 1.5, THP: 1.5 },
      })),
    },
  });
  await call(B, `/api/operator/races/${race.uid}/publish`, { method: 'POST', token });
  return { id: race.uid, startAt };
}

async function main() {
  for (const [name, base] of [
    ['A', A],
    ['B', B],
  ]) {
    const { ms } = await waitFor(
      `replica ${name}`,
      () => call(base, '/api/mc/sport-fixture?active=true').then(() => true),
      300_000,
    );
    say(`replica ${name} answering (${ms} ms after the check started)`);
  }
  await db.connect();
  const { accessToken: token } = await call(A, '/api/operator/auth/login', {
    method: 'POST',
    body: OPERATOR,
  });
  const [onA, onB] = [await follow(A), await follow(B)];

  // 1. A change on one replica reaches sockets on both.
  const priced = await publishedRace(token, 30 * 60_000);
  const changedAt = Date.now();
  await call(A, `/api/operator/races/${priced.id}/prices`, {
    method: 'PUT',
    token,
    body: { prices: [{ horseNo: 1, market: 'WIN', price: 7 }] },
  });
  const { version } = await raceRow(priced.id);
  for (const [name, follower] of [
    ['A', onA],
    ['B', onB],
  ]) {
    const reached = await waitFor(
      `the change on socket ${name}`,
      async () =>
        changesOf(follower.inbox, priced.id).some((m) => m.data[priced.id].version === version),
      5_000,
    ).catch(() => undefined);
    check(
      Boolean(reached),
      `a price change on A reaches a socket on ${name}`,
      `${Date.now() - changedAt} ms`,
    );
  }

  // 2. Redis subscribers dropped: no replica serves a stale card for longer than the TTL.
  const cardOnB = () => call(B, `/api/mc/sport-fixture/cached/${priced.id}`);
  check((await cardOnB()).version === version, 'B serves the current card before the drop');
  const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
  const ours = clients
    .split('\n')
    .filter((line) => line.includes('name=furlong-realtime-sub'))
    .map((line) => /\bid=(\d+)/.exec(line)?.[1])
    .filter(Boolean);
  for (const id of ours) await redis.call('CLIENT', 'KILL', 'ID', id);
  check(ours.length === 2, 'both replicas\u2019 Redis subscribers were dropped', `${ours.length}`);
  const droppedAt = Date.now();
  await call(A, `/api/operator/races/${priced.id}/prices`, {
    method: 'PUT',
    token,
    body: { prices: [{ horseNo: 1, market: 'WIN', price: 8 }] },
  });
  const current = (await raceRow(priced.id)).version;
  const fresh = await waitFor(
    'a fresh card on B',
    async () => (await cardOnB()).version === current,
    TTL_MARGIN_MS + 4_000,
  ).catch(() => undefined);
  check(
    Boolean(fresh) && fresh.ms <= TTL_MARGIN_MS,
    'after the drop B serves the new card, never a stale one for longer than the TTL',
    fresh ? `${fresh.ms} ms` : 'still stale',
  );
  for (const [name, follower] of [
    ['A', onA],
    ['B', onB],
  ]) {
    const told = await waitFor(
      `resync on ${name}`,
      async () => follower.inbox.some((m) => m.type === 'resync'),
      5_000,
    ).catch(() => undefined);
    check(
      Boolean(told),
      `sockets on ${name} are told to resync after the reconnect`,
      `${Date.now() - droppedAt} ms`,
    );
  }

  // 3. The race clock fires once per period in total: one suspension, one announcement.
  const clocked = await publishedRace(token, 8_000);
  const publishedVersion = (await raceRow(clocked.id)).version;
  await waitFor(
    'the race clock',
    async () => (await raceRow(clocked.id)).status === 'SUSPENDED',
    40_000,
  );
  await sleep(4_000);
  const suspensions = changesOf(onA.inbox, clocked.id).filter(
    (m) => m.data[clocked.id].status === 'SUSPENDED',
  );
  check(
    suspensions.length === 1 && (await raceRow(clocked.id)).version === publishedVersion + 1,
    'the race clock suspends a race at the off once, though both replicas run it',
    `${suspensions.length} announcement(s), version ${publishedVersion} -> ${(await raceRow(clocked.id)).version}`,
  );
  const { rows } = await db.query(
    `select count(*)::int as jobs, count(distinct singleton_on)::int as periods
       from (select singleton_on from jobs.job where name = 'race-clock'
             union all select singleton_on from jobs.archive where name = 'race-clock') ticks`,
  );
  check(
    rows[0].jobs === rows[0].periods && rows[0].periods > 0,
    'one race-clock job per 2 s period across both replicas',
    `${rows[0].jobs} jobs in ${rows[0].periods} periods`,
  );

  // 4. kill -9 one replica mid-way: every race still goes off on time, no job is lost.
  const due = [];
  for (const offInMs of [6_000, 10_000, 14_000, 18_000])
    due.push(await publishedRace(token, offInMs));
  await waitFor(
    'the first off',
    async () => (await raceRow(due[0].id)).status === 'SUSPENDED',
    30_000,
  );
  // Codes A queues in the outbox just before it dies: none may be lost. The code allowances
  // start fresh (a run within the last 15 minutes used them up).
  for (const key of await redis.keys('furlong:rl:otp:*')) await redis.del(key);
  const { rows: beforeCodes } = await db.query('select now() as at');
  for (const purpose of ['PASSWORD_RESET', 'SIGN_IN'])
    for (let i = 0; i < 3; i += 1)
      await call(A, '/api/aic/auth/request-otp', {
        method: 'POST',
        body: { identifier: DEMO_MOBILE, purpose },
      });
  process.kill(-PGID_A, 'SIGKILL');
  const killedAt = Date.now();
  say('replica A killed with SIGKILL');
  for (const race of due.slice(1)) {
    const suspended = await waitFor(
      'a suspension after the kill',
      async () => (await raceRow(race.id)).status === 'SUSPENDED',
      60_000,
    ).catch(() => undefined);
    check(
      Boolean(suspended),
      'a race due after the kill is suspended by the surviving replica',
      suspended ? `${Date.now() - race.startAt.getTime()} ms after its off` : 'never',
    );
  }
  await sleep(2_000);
  const stuck = await db.query(
    `select name, id from jobs.job where state = 'active' and started_on < now() - interval '20 seconds'`,
  );
  check(
    stuck.rows.length === 0,
    'no job is left held by the dead replica',
    `${stuck.rows.length} stuck`,
  );
  const retried = await db.query(
    `select count(*)::int as n from jobs.job where retry_count > 0 and state = 'completed'`,
  );
  say(
    `jobs retried after a failure or the kill: ${retried.rows[0].n}; ${Date.now() - killedAt} ms since the kill`,
  );
  const sent = await waitFor(
    'the codes A queued before its kill to reach the SMS gateway',
    async () => {
      const { rows: codes } = await db.query(
        `select id, delivered_at from outbox_messages where channel = 'SMS' and created_at >= $1`,
        [beforeCodes[0].at],
      );
      return codes.length === 6 && codes.every((row) => row.delivered_at && smsKeys.has(row.id));
    },
    90_000,
  ).catch(() => undefined);
  check(
    Boolean(sent),
    'no notification is lost: the 6 codes A queued just before the kill reach the SMS provider',
    sent ? `${Date.now() - killedAt} ms after the kill` : 'not all delivered',
  );
  check((await call(B, '/api/mc/sport-fixture?active=true')) !== null, 'B still answers');

  onA.socket.terminate();
  onB.socket.close();
}

try {
  await main();
} catch (error) {
  say(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  failures += 1;
} finally {
  await db.end().catch(() => undefined);
  redis.disconnect();
  smsGateway.close();
}
if (failures > 0) {
  say(`replicas: ${failures} check(s) failed`);
  process.exit(1);
}
