import type { AddressInfo } from 'node:net';
import { publishRace } from '../../src/modules/race-control/publish-race';
import { buildTestApp, type TestApp } from '../build-test-app';
import { addRace, insertVenues, raceDeps } from '../race-factory';
import { createHttpClient, type HttpClient } from './http-client';
import { loadSlipMaker, type SlipMaker } from './slip-maker';

export interface StormApp {
  subject: TestApp;
  client: HttpClient;
  raceId: string;
  slips: SlipMaker;
  close(): Promise<void>;
}

/** A race a month away: no storm outlives it. */
const RACE_LEAD_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The real app listening on loopback (so requests cross real sockets and a real pool), with
 * one published race and a client of `sockets` keep-alive connections. TRUST_PROXY is one hop
 * (the storm's client is the proxy) so its players can sign in from distinct forwarded addresses.
 */
export async function startStormApp(sockets: number): Promise<StormApp> {
  const subject = await buildTestApp({ env: { TRUST_PROXY: '1' } });
  await insertVenues(subject);
  const raceId = await addRace(subject, new Date(Date.now() + RACE_LEAD_MS));
  await publishRace(raceDeps(subject), raceId);
  await subject.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = subject.app.server.address() as AddressInfo;
  const client = createHttpClient(`http://127.0.0.1:${port}`, sockets);
  const slips = await loadSlipMaker(client, raceId);
  return {
    subject,
    client,
    raceId,
    slips,
    close: async () => {
      client.close();
      await subject.close();
    },
  };
}
