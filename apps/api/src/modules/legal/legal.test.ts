import {
  APPROVAL_MESSAGES,
  ERROR_MESSAGES,
  fixtureSchema,
  indiaInstant,
  INDIAN_STATES,
  type BetSlipLine,
  type LegalModeChange,
  type LegalPayoutReport,
} from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { registration } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { FUNCTIONS_FOLDER } from '../../db/function-sources';
import { auditLog } from '../audit/audit.schema';
import {
  addWinnings,
  markKyc,
  winningsOf,
  withdraw,
  withdrawingPlayer,
} from '../cashier/cashier.test-kit';
import { withdrawals } from '../cashier/cashier.schema';
import { players } from '../customers/customers.schema';
import { clearBettingContact } from '../protections/clear-betting-contact';
import { publishRace } from '../race-control/publish-race';
import { STATE_MODE_LOCK } from './legal-lock';

type Staff = Awaited<ReturnType<typeof signedInOperator>>;
type Player = Awaited<ReturnType<typeof freshPlayer>>;

const OFF = indiaInstant('2031-03-10', '15:00');

describe('legal mode per state (decision 063)', () => {
  let subject: TestApp;
  let raceId: string;
  let maker: Staff;
  let checker: Staff;
  let trader: Staff;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { WITHDRAWAL_REVIEW_RUPEES: '10000' } });
    await insertVenues(subject);
    raceId = await addRace(subject, OFF);
    await publishRace(raceDeps(subject), raceId);
    maker = await signedInOperator(subject, 'ADMIN');
    checker = await signedInOperator(subject, 'ADMIN');
    trader = await signedInOperator(subject, 'TRADER');
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const setMode = (staff: Staff, state: string, mode: string, reference = 'Order 17/2031') =>
    subject.app.inject({
      method: 'PUT',
      url: `/api/operator/legal/states/${encodeURIComponent(state)}`,
      headers: staff.auth,
      payload: { mode, reason: `Act of 2025 in ${state}`, reference },
    });
  /** Two ADMINs: the maker asks, the checker's identical call applies it. */
  async function changeMode(state: string, mode: string) {
    expect((await setMode(maker, state, mode)).statusCode).toBe(202);
    const applied = await setMode(checker, state, mode);
    expect(applied.statusCode).toBe(200);
    return applied.json<LegalModeChange>();
  }
  const modeOf = async (state: string) => {
    const response = await subject.app.inject({ url: '/api/legal/states' });
    return response.json<{ state: string; mode: string }[]>().find((row) => row.state === state)
      ?.mode;
  };
  /** A player moved to a state, as support would record a change of residence. */
  async function moveTo(playerId: string, state: string) {
    await subject.database.db.update(players).set({ state }).where(eq(players.id, playerId));
  }
  async function lineFor(horseNo: number, ticketPrice: number): Promise<BetSlipLine> {
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
  const placeBet = async (player: Player, key = `bet-${randomUUID()}`) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': key },
      payload: [await lineFor(1, 100)],
    });

  it('lists every state of the registration list, publicly, each LIVE in a test app', async () => {
    const response = await subject.app.inject({ url: '/api/legal/states' });
    expect(response.statusCode).toBe(200);
    const states = response.json<{ state: string; mode: string }[]>();
    expect(states.map((row) => row.state)).toEqual([...INDIAN_STATES]);
    expect(new Set(states.map((row) => row.mode))).toEqual(new Set(['LIVE']));
  });

  it('needs two ADMINs: the maker cannot approve, a TRADER is forbidden, another ADMIN applies it', async () => {
    const forbidden = await setMode(trader, 'Assam', 'WIND_DOWN');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');

    const asked = await setMode(maker, 'Assam', 'WIND_DOWN');
    expect(asked.statusCode).toBe(202);
    const change = asked.json<LegalModeChange>();
    expect(change).toMatchObject({ scope: 'Assam', mode: 'WIND_DOWN', status: 'PENDING' });
    expect(await modeOf('Assam')).toBe('LIVE');

    // The maker's own identical call, or the approve route, is not a second pair of eyes.
    const again = await setMode(maker, 'Assam', 'WIND_DOWN');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      code: 'OWN_APPROVAL_FORBIDDEN',
      message: APPROVAL_MESSAGES.ownRequest,
    });
    const ownApproval = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/legal/changes/${change.uid}/approve`,
      headers: maker.auth,
    });
    expect(ownApproval.statusCode).toBe(403);
    const traderApproval = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/legal/changes/${change.uid}/approve`,
      headers: trader.auth,
    });
    expect(traderApproval.statusCode).toBe(403);
    // A different change of the same state waits until this one is decided.
    expect((await setMode(checker, 'Assam', 'OFF')).statusCode).toBe(409);
    expect(await modeOf('Assam')).toBe('LIVE');

    const pending = await subject.app.inject({
      url: '/api/operator/legal/changes',
      headers: checker.auth,
    });
    expect(pending.json<LegalModeChange[]>().map((row) => row.uid)).toContain(change.uid);

    const applied = await setMode(checker, 'Assam', 'WIND_DOWN');
    expect(applied.statusCode).toBe(200);
    expect(applied.json<LegalModeChange>()).toMatchObject({
      uid: change.uid,
      status: 'APPROVED',
      decidedBy: { uid: checker.operator.id },
    });
    expect(await modeOf('Assam')).toBe('WIND_DOWN');
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['LEGAL_MODE_REQUESTED', 'LEGAL_MODE_CHANGED']));
    const applying = audits.find(
      (row) =>
        row.action === 'LEGAL_MODE_CHANGED' &&
        (row.details as { changeId?: string }).changeId === change.uid,
    );
    expect(applying).toMatchObject({
      actorId: checker.operator.id,
      details: expect.objectContaining({
        makerId: maker.operator.id,
        mode: 'WIND_DOWN',
        reason: 'Act of 2025 in Assam',
        reference: 'Order 17/2031',
        states: ['Assam'],
      }),
    });
  });

  it('rejects by the reject route: nothing changes, and the state can be asked again', async () => {
    const asked = (await setMode(maker, 'Bihar', 'OFF')).json<LegalModeChange>();
    const rejected = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/legal/changes/${asked.uid}/reject`,
      headers: checker.auth,
      payload: { reason: 'Wrong state' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Wrong state' });
    expect(await modeOf('Bihar')).toBe('LIVE');
    const approveLate = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/legal/changes/${asked.uid}/approve`,
      headers: checker.auth,
    });
    expect(approveLate.statusCode).toBe(409);
    expect((await setMode(maker, 'Bihar', 'OFF')).statusCode).toBe(202);
  });

  it('WIND_DOWN refuses a bet with STATE_NOT_LIVE, keeps no key, and still pays a withdrawal', async () => {
    const player = await withdrawingPlayer(subject, 5_000_00);
    await fundPlayer(subject, player.session.uid, 1_000_00);
    await moveTo(player.session.uid, 'Kerala');
    expect((await placeBet(player)).statusCode).toBe(201);

    await changeMode('Kerala', 'WIND_DOWN');
    const key = `bet-${randomUUID()}`;
    const refused = await placeBet(player, key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'STATE_NOT_LIVE',
      details: { state: 'Kerala', mode: 'WIND_DOWN' },
    });
    expect(refused.json().message).toContain('Kerala');
    expect(ERROR_MESSAGES.STATE_NOT_LIVE).toMatch(/winding down or off/);

    const paid = await withdraw(subject, player, {
      amount: 1000,
      beneficiaryId: player.beneficiaryId,
    });
    expect(paid.statusCode).toBe(201);
    expect(await winningsOf(subject, player)).toBe(4000);

    const self = await subject.app.inject({ url: '/api/customer/self', headers: player.auth });
    expect(self.json().legal).toEqual({ mode: 'WIND_DOWN', reason: 'Act of 2025 in Kerala' });

    // LIVE again: the same key is checked afresh (the refusal was not stored with it).
    await changeMode('Kerala', 'LIVE');
    expect((await placeBet(player, key)).statusCode).toBe(201);
  });

  it('WIND_DOWN refuses a tote ticket and a multiple with STATE_NOT_LIVE, moving no money', async () => {
    const player = await withdrawingPlayer(subject, 0);
    await fundPlayer(subject, player.session.uid, 1_000_00);
    await moveTo(player.session.uid, 'Meghalaya');
    const secondRace = await addRace(subject, new Date(OFF.getTime() + 30 * 60_000), {
      raceNumber: 2,
    });
    await publishRace(raceDeps(subject), secondRace);
    const winLeg = async (fixture: string) => {
      const race = fixtureSchema.parse(
        (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${fixture}` })).json(),
      );
      const odds = race.participants[0]?.odds.find((price) => price.market === 'WIN');
      if (!odds) throw new Error('no price');
      return { sportFixture: fixture, selection: odds.selection, market: 'WIN', odds: odds.price };
    };
    const ticket = (key: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/tote/tickets',
        headers: { ...player.auth, 'idempotency-key': key },
        payload: { sportFixture: raceId, pool: 'WIN', selections: [[1]], box: false, units: 10 },
      });
    const multiple = async (key: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/sports/multiples',
        headers: { ...player.auth, 'idempotency-key': key },
        payload: {
          kind: 'ACCUMULATOR',
          eachWay: false,
          unitStake: 100,
          legs: [await winLeg(raceId), await winLeg(secondRace)],
        },
      });
    await changeMode('Meghalaya', 'WIND_DOWN');
    const cashBefore = (
      await subject.app.inject({ url: '/api/customer/self/wallet', headers: player.auth })
    ).json().pockets.cash.amount;
    for (const refused of [
      await ticket(`t-${randomUUID()}`),
      await multiple(`m-${randomUUID()}`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'STATE_NOT_LIVE',
        details: { state: 'Meghalaya', mode: 'WIND_DOWN' },
      });
    }
    const cashAfter = (
      await subject.app.inject({ url: '/api/customer/self/wallet', headers: player.auth })
    ).json().pockets.cash.amount;
    expect(cashAfter).toBe(cashBefore);
    await changeMode('Meghalaya', 'LIVE');
    expect((await ticket(`t-${randomUUID()}`)).statusCode).toBe(201);
    expect((await multiple(`m-${randomUUID()}`)).statusCode).toBe(201);
  });

  it('refuses deposits (retail cash-in) and promotions (bonus credits) to a player of a state not LIVE', async () => {
    const player = await freshPlayer(subject);
    await moveTo(player.session.uid, 'Sikkim');
    await changeMode('Sikkim', 'WIND_DOWN');
    const cashIn = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${player.session.uid}/cash-in`,
      headers: { ...maker.auth, 'idempotency-key': `cash-${randomUUID()}` },
      payload: { amount: 500, reference: 'RCPT-1' },
    });
    expect(cashIn.statusCode).toBe(403);
    expect(cashIn.json().code).toBe('STATE_NOT_LIVE');
    const bonus = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${player.session.uid}/adjustments`,
      headers: { ...maker.auth, 'idempotency-key': `adj-${randomUUID()}` },
      payload: { amount: 100, pocket: 'bonus', reason: 'Welcome offer' },
    });
    expect(bonus.statusCode).toBe(403);
    expect(bonus.json().code).toBe('STATE_NOT_LIVE');
    // Nor any message that invites a bet (follow notices ask the same one rule).
    const now = subject.app.clock.now();
    expect(await clearBettingContact(subject.database.db, player.session.uid, now)).toBeUndefined();
    const live = await freshPlayer(subject);
    expect(await clearBettingContact(subject.database.db, live.session.uid, now)).toBeDefined();
  });

  it('OFF refuses registrations from the state, naming it; WIND_DOWN still registers', async () => {
    await changeMode('Goa', 'OFF');
    const refused = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/register',
      payload: registration({ state: 'Goa' }),
      remoteAddress: '10.77.0.1',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STATE_NOT_LIVE' });
    expect(refused.json().message).toContain('Goa');
    const [stored] = await subject.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.state, 'Goa'));
    expect(stored).toBeUndefined();

    await changeMode('Punjab', 'WIND_DOWN');
    const registered = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/register',
      payload: registration({ state: 'Punjab' }),
      remoteAddress: '10.77.0.2',
    });
    expect(registered.statusCode).toBe(201);
  });

  it('pays every withdrawable balance of a closing state once, and reports who could not be paid', async () => {
    const state = 'Tripura';
    const small = await withdrawingPlayer(subject, 2_500_00);
    const large = await withdrawingPlayer(subject, 15_000_00);
    const unverified = await freshPlayer(subject);
    await addWinnings(subject, unverified.session.uid, 700_00);
    const noBeneficiary = await freshPlayer(subject);
    await markKyc(subject, noBeneficiary.session.uid, 'VERIFIED');
    await addWinnings(subject, noBeneficiary.session.uid, 300_00);
    for (const player of [small, large, unverified, noBeneficiary])
      await moveTo(player.session.uid, state);
    const payOut = () =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/legal/states/${state}/payouts`,
        headers: maker.auth,
      });

    expect((await payOut()).statusCode).toBe(409);
    const byTrader = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/legal/states/${state}/payouts`,
      headers: trader.auth,
    });
    expect(byTrader.statusCode).toBe(403);

    await changeMode(state, 'WIND_DOWN');
    const first = await payOut();
    expect(first.statusCode).toBe(200);
    const report = first.json<LegalPayoutReport>();
    const paidOf = (player: Player) =>
      report.paid.find((row) => row.player.uid === player.session.uid);
    expect(paidOf(small)).toMatchObject({ amount: 2500, status: 'PENDING' });
    // Above the review threshold a payout waits for two operators, as any withdrawal does.
    expect(paidOf(large)).toMatchObject({ amount: 15000, status: 'REVIEW' });
    expect(report.paid).toHaveLength(2);
    expect(report.unpaid.map((row) => [row.player.uid, row.reason, row.amount]).sort()).toEqual(
      [
        [unverified.session.uid, 'NO_KYC', 700],
        [noBeneficiary.session.uid, 'NO_BENEFICIARY', 300],
      ].sort(),
    );
    expect(await winningsOf(subject, small)).toBe(0);
    expect(await winningsOf(subject, large)).toBe(0);

    const second = (await payOut()).json<LegalPayoutReport>();
    expect(second.paid).toEqual([]);
    expect(second.unpaid).toHaveLength(2);
    const held = await subject.database.db
      .select({ amount: withdrawals.amountPaise })
      .from(withdrawals)
      .where(
        and(
          inArray(withdrawals.playerId, [small.session.uid, large.session.uid]),
          inArray(withdrawals.status, ['PENDING', 'REVIEW', 'SUCCESS']),
        ),
      );
    expect(held.map((row) => row.amount).sort((a, b) => Number(a - b))).toEqual([
      2_500_00n,
      15_000_00n,
    ]);
  });

  it('puts every state not OFF into WIND_DOWN by one action of two ADMINs', async () => {
    const body = { reason: 'Supreme Court interim order', reference: 'SLP(C) 1234/2031' };
    const asked = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/legal/wind-down-all',
      headers: maker.auth,
      payload: body,
    });
    expect(asked.statusCode).toBe(202);
    const change = asked.json<LegalModeChange>();
    expect(change).toMatchObject({ scope: 'ALL', mode: 'WIND_DOWN' });
    const byTrader = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/legal/wind-down-all',
      headers: trader.auth,
      payload: body,
    });
    expect(byTrader.statusCode).toBe(403);
    expect(await modeOf('Maharashtra')).toBe('LIVE');
    const approved = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/legal/changes/${change.uid}/approve`,
      headers: checker.auth,
    });
    expect(approved.statusCode).toBe(200);
    const states = (await subject.app.inject({ url: '/api/legal/states' })).json<
      { state: string; mode: string }[]
    >();
    for (const row of states)
      expect(row.mode, row.state).toBe(row.state === 'Goa' ? 'OFF' : 'WIND_DOWN');
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_00);
    expect((await placeBet(player)).json().code).toBe('STATE_NOT_LIVE');
  });

  it('keeps the SQL guard on the lock namespace the change takes', () => {
    const source = readFileSync(join(FUNCTIONS_FOLDER, 'enforce_state_live.sql'), 'utf8');
    expect(source).toContain(`pg_advisory_xact_lock_shared(${STATE_MODE_LOCK},`);
  });
});

describe('an install without demo data (production)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ keepStatesOff: true });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('starts with every state OFF, so no registration is taken until two ADMINs open one', async () => {
    const states = (await subject.app.inject({ url: '/api/legal/states' })).json<
      { mode: string }[]
    >();
    expect(states).toHaveLength(INDIAN_STATES.length);
    expect(new Set(states.map((row) => row.mode))).toEqual(new Set(['OFF']));
    const refused = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/register',
      payload: registration({ state: 'Karnataka' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Karnataka');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two replicas on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));
  beforeAll(async () => {
    first = await buildTestApp({ clock });
    second = await buildTestApp({ clock, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a mode set through one replica refuses the next bet on the other, with no cache between', async () => {
    await insertVenues(first);
    const race = await addRace(first, OFF);
    await publishRace(raceDeps(first), race);
    const player = await freshPlayer(second);
    await fundPlayer(second, player.session.uid, 1_000_00);
    await second.database.db
      .update(players)
      .set({ state: 'Nagaland' })
      .where(eq(players.id, player.session.uid));
    const fixture = fixtureSchema.parse(
      (await second.app.inject({ url: `/api/mc/sport-fixture/cached/${race}` })).json(),
    );
    const odds = fixture.participants[0]?.odds.find((price) => price.market === 'WIN');
    if (!odds) throw new Error('no price');
    const bet = () =>
      second.app.inject({
        method: 'POST',
        url: '/api/customer/self/sports/betslip',
        headers: { ...player.auth, 'idempotency-key': `bet-${randomUUID()}` },
        payload: [
          {
            venue: 'BLR',
            raceNumber: 1,
            market: 'WIN',
            horseNo: 1,
            horse: fixture.participants[0]?.name,
            odds: odds.price,
            ticketPrice: 100,
            sportFixture: race,
            selection: odds.selection,
          },
        ],
      });
    expect((await bet()).statusCode).toBe(201);
    const [a, b] = [await signedInOperator(first), await signedInOperator(first)];
    const body = { mode: 'OFF', reason: 'Nagaland order', reference: 'N-1/2031' };
    const put = (staff: Staff) =>
      first.app.inject({
        method: 'PUT',
        url: '/api/operator/legal/states/Nagaland',
        headers: staff.auth,
        payload: body,
      });
    expect((await put(a)).statusCode).toBe(202);
    expect((await put(b)).statusCode).toBe(200);
    const refused = await bet();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toEqual({ state: 'Nagaland', mode: 'OFF' });
    await expectLedgerHolds(first);
  });

  it('a change waits for the bets in flight in its state, then holds for every later one', async () => {
    const player = await freshPlayer(first);
    await first.database.db
      .update(players)
      .set({ state: 'Mizoram' })
      .where(eq(players.id, player.session.uid));
    // A bet's transaction in flight: it has read Mizoram LIVE under the state's shared lock.
    const bet = new pg.Client({ connectionString: first.databaseUrl });
    await bet.connect();
    try {
      await bet.query('begin');
      await bet.query('select enforce_state_live($1)', [player.session.uid]);
      const [a, b] = [await signedInOperator(first), await signedInOperator(second)];
      const body = { mode: 'WIND_DOWN', reason: 'Mizoram order', reference: 'M-2/2031' };
      const put = (app: TestApp, staff: Staff) =>
        app.app.inject({
          method: 'PUT',
          url: '/api/operator/legal/states/Mizoram',
          headers: staff.auth,
          payload: body,
        });
      expect((await put(first, a)).statusCode).toBe(202);
      let isApplied = false;
      const applying = put(second, b).then((response) => {
        isApplied = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(isApplied).toBe(false);
      await bet.query('commit');
      expect((await applying).statusCode).toBe(200);
    } finally {
      await bet.end();
    }
    await expect(
      first.database.db.execute(sql`select enforce_state_live(${player.session.uid}::uuid)`),
    ).rejects.toThrow();
  });
});
