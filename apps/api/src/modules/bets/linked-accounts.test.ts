import {
  fixtureSchema,
  indiaInstant,
  PROTECTION_MESSAGES,
  type BetSlipLine,
} from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankBeneficiary, addVpaBeneficiary } from '../../../test/beneficiary-factory';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { publishRace } from '../race-control/publish-race';

const OFF = indiaInstant('2031-04-10', '15:00');
type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/**
 * One person, one account (decision 047): the bet path itself (enforce_linked_accounts, called
 * by enforce_player_protections) refuses a slip of an account that shares a bank account or
 * a VPA with a self-excluded or closed one, with that protection's code.
 */
describe('a bet of an account linked to a self-excluded or closed one', () => {
  let subject: TestApp;
  let raceId: string;
  let keySequence = 0;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    raceId = await addRace(subject, OFF);
    await publishRace(raceDeps(subject), raceId);
  });
  afterAll(async () => {
    await expectLedgerHolds(subject);
    await subject.close();
  });

  async function winLine(): Promise<BetSlipLine> {
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const runner = race.participants.find((participant) => participant.horseNumber === 1);
    const odds = runner?.odds.find((price) => price.market === 'WIN');
    if (!runner || !odds) throw new Error('no such runner');
    return {
      venue: 'BLR',
      raceNumber: 1,
      market: 'WIN',
      horseNo: 1,
      horse: runner.name,
      odds: odds.price,
      ticketPrice: 100,
      sportFixture: raceId,
      selection: odds.selection,
    };
  }
  const place = async (player: Player) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': `linked-${(keySequence += 1)}` },
      payload: [await winLine()],
    });
  const protect = (player: Player, path: string, payload: object) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/customer/self/protections${path}`,
      headers: player.auth,
      payload,
    });
  const addVpa = (player: Player, vpa: string) =>
    addVpaBeneficiary(subject, player.session.uid, vpa);
  const addBank = (player: Player, accountNumber: string) =>
    addBankBeneficiary(subject, player.session.uid, accountNumber);
  async function fundedPlayer(): Promise<Player> {
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 10_000);
    return player;
  }

  it("refuses every slip of an account sharing a self-excluded player's VPA with SELF_EXCLUDED", async () => {
    const excluded = await fundedPlayer();
    await addVpa(excluded, 'punter@okhdfc');
    expect((await protect(excluded, '/self-exclusion', { duration: 'P6M' })).statusCode).toBe(200);
    const newcomer = await fundedPlayer();
    expect((await place(newcomer)).statusCode).toBe(201);
    await addVpa(newcomer, 'Punter@OKHDFC');
    const refused = await place(newcomer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SELF_EXCLUDED' });
    expect(refused.json().message).toBe(
      PROTECTION_MESSAGES.linkedSelfExcluded('10-OCT-2031 14:00 IST'),
    );
  });

  it("refuses every slip of an account sharing a closed player's bank account with the closed code", async () => {
    const closed = await fundedPlayer();
    await addBank(closed, '50100012345678');
    expect((await protect(closed, '/close-account', { reason: 'Moving abroad' })).statusCode).toBe(
      200,
    );
    const newcomer = await fundedPlayer();
    await addBank(newcomer, '50100012345678');
    const refused = await place(newcomer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: PROTECTION_MESSAGES.linkedClosed,
    });
  });

  it('lets an account bet that shares nothing with one, or shares with one merely timed out', async () => {
    const resting = await fundedPlayer();
    await addVpa(resting, 'resting@okaxis');
    expect((await protect(resting, '/time-out', { duration: 'P1D' })).statusCode).toBe(200);
    const newcomer = await fundedPlayer();
    await addVpa(newcomer, 'resting@okaxis');
    await addBank(newcomer, '50100099999999');
    expect((await place(newcomer)).statusCode).toBe(201);
  });
});
