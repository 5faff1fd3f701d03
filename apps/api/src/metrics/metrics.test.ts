import { fixtureSchema, indiaInstant, type BetSlipLine } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../test/build-test-app';
import { signedInPlayer } from '../../test/players';
import { addRace, insertVenues, raceDeps } from '../../test/race-factory';
import { fundPlayer } from '../../test/wallet-factory';
import { publishRace } from '../modules/race-control/publish-race';
import { connectTestClient } from '../plugins/realtime.test-client';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const OFF = indiaInstant('2031-04-10', '15:00');

describe('Prometheus metrics on METRICS_PORT', () => {
  let subject: TestApp;
  let server: MetricsServer;
  let raceId: string;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    server = await startMetricsServer(subject.app.metrics.registry, {
      port: 0,
      host: '127.0.0.1',
      log: subject.app.log,
    });
    await insertVenues(subject);
    raceId = await addRace(subject, OFF);
    await publishRace(raceDeps(subject), raceId);
  });
  afterAll(async () => {
    await server.close();
    await subject.close();
  });

  async function winLine(horseNo: number, ticketPrice: number): Promise<BetSlipLine> {
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const runner = race.participants.find((participant) => participant.horseNumber === horseNo);
    const odds = runner?.odds.find((price) => price.market === 'WIN');
    if (!runner || !odds) throw new Error('no such runner');
    return {
      venue: 'BLR',
      raceNumber: 1,
      market: 'WIN',
      horseNo,
      horse: runner.name,
      odds: odds.price,
      ticketPrice,
      sportFixture: raceId,
      selection: odds.selection,
    };
  }

  const placeSlip = (headers: Record<string, string>, lines: BetSlipLine[]) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers,
      payload: lines,
    });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('counts bets placed and slips refused by reason, a replay once', async () => {
    const funded = await signedInPlayer(subject);
    await fundPlayer(subject, funded.session.uid, 50_000);
    const lines = [await winLine(1, 100), await winLine(2, 100)];
    const placed = await placeSlip({ ...funded.auth, 'idempotency-key': 'metrics-1' }, lines);
    expect(placed.statusCode).toBe(201);
    const replay = await placeSlip({ ...funded.auth, 'idempotency-key': 'metrics-1' }, lines);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const broke = await signedInPlayer(subject);
    const refused = await placeSlip({ ...broke.auth, 'idempotency-key': 'metrics-2' }, lines);
    expect(refused.statusCode).toBe(402);
    const signedOut = await placeSlip({ 'idempotency-key': 'metrics-3' }, lines);
    expect(signedOut.statusCode).toBe(401);

    const text = await scrape();
    expect(text).toMatch(/^furlong_bets_placed_total 2$/m);
    expect(text).toContain(`furlong_bets_refused_total{reason="${refused.json().code}"} 1`);
    expect(text).toContain('furlong_bets_refused_total{reason="UNAUTHORIZED"} 1');
  });

  it('times requests per route template, never per raw path', async () => {
    await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` });
    const text = await scrape();
    expect(text).toMatch(
      /furlong_http_requests_total\{method="GET",route="\/api\/mc\/sport-fixture\/cached\/:id",status_code="200"\} \d+/,
    );
    expect(text).toContain(
      'furlong_http_request_duration_seconds_bucket{le="0.5",method="GET",route="/api/mc/sport-fixture/cached/:id"}',
    );
    expect(text).not.toContain(raceId);
  });

  it('reports settlement lag, payouts pending, sockets, job queues and the pool', async () => {
    subject.app.metrics.jobQueueDepth.set({ queue: 'notifications' }, 3);
    subject.app.metrics.jobOldestAge.set({ queue: 'notifications' }, 42);
    const text = await scrape();
    expect(text).toMatch(/^furlong_settlement_lag_seconds 0$/m);
    expect(text).toContain('furlong_payouts_pending{status="REVIEW"} 0');
    expect(text).toContain('furlong_payouts_pending{status="PENDING"} 0');
    expect(text).toMatch(/^furlong_websockets_open 0$/m);
    expect(text).toContain('furlong_job_queue_depth{queue="notifications"} 3');
    expect(text).toContain('furlong_job_oldest_age_seconds{queue="notifications"} 42');
    expect(text).toContain('# TYPE furlong_db_pool_connections gauge');
    if (subject.database.kind === 'postgres') {
      expect(text).toMatch(/furlong_db_pool_connections\{state="max"\} \d+/);
    }
  });

  it('counts the open WebSockets', async () => {
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectTestClient(subject.app);
    expect(await scrape()).toMatch(/^furlong_websockets_open 1$/m);
    client.socket.close();
    await client.closed;
  });

  it('is not served on the public port', async () => {
    const response = await subject.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('furlong_');
    const other = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(other.status).toBe(404);
  });
});
