import {
  activityStatementSchema,
  dayReportSchema,
  indiaInstant,
  maskPan,
  taxPassbookSchema,
  tdsReportSchema,
  type ActivityStatement,
  type TaxPassbook,
} from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { bets } from '../bets/bets.schema';
import { players } from '../customers/customers.schema';
import { openRace, placeBet, raceAction, signInAgain } from '../debts/debts.test-kit';

const PAN = 'ABCPK1234F';
const OLD_YEAR = '2025-26';
const NEW_YEAR = '2026-27';

/**
 * A player's year across the turn of the financial year: a big win with TDS, a loss, a void
 * race, a small win corrected to a loss the next day (in the next year), and a loss there.
 */
describe('activity statement and tax passbook', () => {
  let subject: TestApp;
  let player: Awaited<ReturnType<typeof freshPlayer>>;
  let operator: { authorization: string };
  const clock = createManualClock(indiaInstant('2026-03-31', '10:00'));
  // Transfers are stamped by the database's clock; the test moves each one to the manual
  // clock's time of the step that made it, as a live server's clock would have stamped it.
  const wallClockStart = new Date();
  const stampTransfers = async () => {
    await subject.database.db.execute(
      sql`UPDATE ledger_transfers SET created_at = ${clock.now().toISOString()}::timestamptz
          WHERE created_at >= ${wallClockStart.toISOString()}::timestamptz`,
    );
  };
  const at = async (day: string, time: string) => {
    await stampTransfers();
    clock.set(indiaInstant(day, time));
    operator = (await signedInOperator(subject)).auth;
    player = { ...player, ...(await signInAgain(subject, player)) };
  };
  const get = async (url: string) => {
    const response = await subject.app.inject({ url, headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const statement = async (fy: string): Promise<ActivityStatement> =>
    activityStatementSchema.parse((await get(`/api/customer/self/statement?fy=${fy}`)).json());
  const passbook = async (fy: string): Promise<TaxPassbook> =>
    taxPassbookSchema.parse((await get(`/api/customer/self/tax-passbook?fy=${fy}`)).json());

  /** Straight from the ledger: what moved in a year on the player's accounts, GST and TDS. */
  const ledgerOf = async (fy: string) => {
    const start = Number(fy.slice(0, 4));
    const from = indiaInstant(`${start}-04-01`, '00:00').toISOString();
    const to = indiaInstant(`${start + 1}-04-01`, '00:00').toISOString();
    const [row] = await queryRows<Record<string, string>>(
      subject.database.db,
      sql`SELECT
            coalesce(-sum(e.amount) FILTER (WHERE a.player_id = ${player.session.uid}::uuid
              AND t.kind = 'BET_STAKE'), 0) AS stakes,
            coalesce(sum(e.amount) FILTER (WHERE a.player_id = ${player.session.uid}::uuid
              AND t.kind NOT IN ('BET_STAKE', 'RETAIL_CASH_IN')), 0) AS returns,
            coalesce(sum(e.amount) FILTER (WHERE a.kind = 'gst-payable'), 0) AS gst,
            coalesce(sum(e.amount) FILTER (WHERE a.kind = 'tds-payable'), 0) AS tds,
            coalesce(sum(e.amount) FILTER (WHERE a.kind = 'tds-payable'
              AND t.kind = 'BET_SETTLEMENT'), 0) AS tds_settled,
            coalesce(-sum(e.amount) FILTER (WHERE a.kind = 'book'
              AND t.kind = 'BET_SETTLEMENT'), 0) AS settled_gross,
            coalesce(sum(e.amount) FILTER (WHERE a.kind = 'book'
              AND t.kind NOT IN ('RETAIL_CASH_IN')), 0) AS book
          FROM ledger_entries e
          JOIN ledger_transfers t ON t.id = e.transfer_id
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.created_at >= ${from}::timestamptz AND t.created_at < ${to}::timestamptz`,
    );
    const rupees = (key: string) => Number(row?.[key] ?? 0) / 100;
    return {
      stakes: rupees('stakes'),
      returns: rupees('returns'),
      gst: rupees('gst'),
      tds: rupees('tds'),
      tdsSettled: rupees('tds_settled'),
      settledGross: rupees('settled_gross'),
      book: rupees('book'),
    };
  };

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    operator = (await signedInOperator(subject)).auth;
    player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 20_000_00);
    await subject.database.db
      .update(players)
      .set({ taxNumber: subject.app.secrets.fieldCipher.seal(PAN), taxNumberMasked: maskPan(PAN) })
      .where(eq(players.id, player.session.uid));

    // 31 March 2026, the last day of 2025-26 (GST 40%).
    const big = await openRace(subject, indiaInstant('2026-03-31', '14:00'));
    const voided = await openRace(subject, indiaInstant('2026-03-31', '15:00'));
    const small = await openRace(subject, indiaInstant('2026-03-31', '16:00'));
    await placeBet(subject, player, big, { horseNo: 1, rupees: 10_000 });
    await placeBet(subject, player, big, { horseNo: 2, rupees: 100 });
    await placeBet(subject, player, voided, { horseNo: 1, rupees: 200 });
    await placeBet(subject, player, small, { horseNo: 1, rupees: 100 });
    // The big bet is held for a trader (its liability); the trader lets it stand.
    const held = await subject.database.db
      .select({ id: bets.id })
      .from(bets)
      .where(eq(bets.status, 'ACCEPTED'));
    for (const bet of held) {
      const confirmed = await subject.app.inject({
        method: 'POST',
        url: `/api/operator/review-queue/${bet.id}/confirm`,
        headers: operator,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    await at('2026-03-31', '17:00');
    for (const race of [big, small]) {
      await raceAction(subject, operator, race, 'suspend');
      await raceAction(subject, operator, race, 'result', 1);
    }
    await raceAction(subject, operator, voided, 'void');

    // 1 April 2026, 2026-27: the small race's result is corrected; a new bet loses.
    await at('2026-04-01', '10:00');
    await raceAction(subject, operator, small, 'result', 3);
    const next = await openRace(subject, indiaInstant('2026-04-01', '14:00'));
    await placeBet(subject, player, next, { horseNo: 5, rupees: 100 });
    await at('2026-04-01', '15:00');
    await raceAction(subject, operator, next, 'suspend');
    await raceAction(subject, operator, next, 'result', 1);
    await stampTransfers();
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('reconciles the statement of each year with the ledger', async () => {
    for (const fy of [OLD_YEAR, NEW_YEAR]) {
      const shown = await statement(fy);
      const ledger = await ledgerOf(fy);
      const { stakes, returns, refunds, openStakes, net } = shown.totals;
      // A refund is neither a stake nor a return; nothing is open once every race has run.
      expect(openStakes).toBe(0);
      expect(stakes + refunds + openStakes).toBeCloseTo(ledger.stakes, 2);
      expect(returns + refunds).toBeCloseTo(ledger.returns, 2);
      expect(net - openStakes).toBeCloseTo(ledger.returns - ledger.stakes, 2);
      const sum = (key: 'stakes' | 'returns' | 'refunds') =>
        shown.days.reduce((total, day) => total + day[key], 0);
      expect(sum('stakes')).toBeCloseTo(stakes, 2);
      expect(sum('returns')).toBeCloseTo(returns, 2);
      expect(sum('refunds')).toBeCloseTo(refunds, 2);
    }
  });

  it('puts each movement on its India day and in its financial year', async () => {
    const old = await statement(OLD_YEAR);
    // ₹10,400 placed; the void race's ₹200 came back: refunded, not staked, not returned.
    expect(old.totals.stakes).toBe(10_200);
    expect(old.totals.refunds).toBe(200);
    expect(old.days.map((day) => day.day)).toEqual(['2026-03-31']);
    expect(old.months.map((month) => month.month)).toEqual(['2026-03']);
    const fresh = await statement(NEW_YEAR);
    expect(fresh.totals.stakes).toBe(100);
    // The correction took back the small win in the new year: returns there are negative.
    expect(fresh.totals.returns).toBeLessThan(0);
    expect(fresh.days.map((day) => day.day)).toEqual(['2026-04-01']);
    expect(fresh.financialYears).toEqual([NEW_YEAR, OLD_YEAR]);
  });

  it('reconciles the passbook with the GST and TDS accounts of the ledger', async () => {
    const book = await passbook(OLD_YEAR);
    const ledger = await ledgerOf(OLD_YEAR);
    expect(book.pan).toBe(maskPan(PAN));
    expect(book.totals.gst).toBeCloseTo(ledger.gst, 2);
    expect(book.totals.tds).toBeCloseTo(ledger.tds, 2);
    expect(book.totals.winnings).toBeCloseTo(ledger.settledGross, 2);
    // ₹10,000 at 2-1 under 40% GST: 10,000 / 1.4 x 3 = ₹21,428.57; TDS 30% of 11,428.57.
    const big = book.bets.find((bet) => bet.stake === 10_000);
    expect(big).toMatchObject({ winnings: 21_428.57, tds: 3_428.57, gst: 2_857.14 });
    // The voided bet's GST came back with its stake.
    expect(book.bets.find((bet) => bet.stake === 200)?.gst).toBe(0);
    expect(book.quarters.find((quarter) => quarter.quarter === 'Q4')?.tds).toBe(3_428.57);
    expect(book.totals.tds).toBe(3_428.57);
    const fresh = await passbook(NEW_YEAR);
    const freshLedger = await ledgerOf(NEW_YEAR);
    expect(fresh.totals.gst).toBeCloseTo(freshLedger.gst, 2);
    expect(fresh.totals.tds).toBeCloseTo(freshLedger.tds, 2);
    expect(fresh.totals.winnings).toBeLessThan(0);
  });

  it('downloads the statement as CSV with a row per day, month and year', async () => {
    const response = await get(`/api/customer/self/statement/csv?fy=${OLD_YEAR}`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const shown = await statement(OLD_YEAR);
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toBe('period,date,stakes_inr,returns_inr,net_inr,open_stakes_inr,refunds_inr');
    expect(rows).toContain(
      `FINANCIAL_YEAR,${OLD_YEAR},10200.00,${shown.totals.returns.toFixed(2)},${shown.totals.net.toFixed(2)},0.00,200.00`,
    );
    expect(rows.some((row) => row.startsWith('DAY,2026-03-31,10200.00'))).toBe(true);
  });

  it('issues the quarter TDS statement as a PDF carrying the full PAN and the figures', async () => {
    const response = await get(
      `/api/customer/self/tax-passbook/certificate?fy=${OLD_YEAR}&quarter=Q4`,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`PAN of the deductee: ${PAN}`);
    expect(pdf).toContain('(21,428.57)');
    expect(pdf).toContain('(3,428.57)');
    expect(pdf).toContain('quarter Q4 \\(January to March\\)');
    const empty = (
      await get(`/api/customer/self/tax-passbook/certificate?fy=${OLD_YEAR}&quarter=Q1`)
    ).rawPayload.toString('latin1');
    expect(empty).toContain('No tax was withheld in this quarter.');
  });

  it('reports each day in money per race, reconciled with the ledger and with the passbook', async () => {
    const response = await subject.app.inject({
      url: '/api/operator/reports/day?day=2026-03-31',
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = dayReportSchema.parse(response.json());
    const ledger = await ledgerOf(OLD_YEAR); // every movement of 2025-26 was on 31 March
    expect(report.totals.stakes).toBeCloseTo(ledger.stakes, 2);
    expect(report.totals.returns + report.totals.refunds).toBeCloseTo(ledger.returns, 2);
    expect(report.totals.gst).toBeCloseTo(ledger.gst, 2);
    expect(report.totals.tds).toBeCloseTo(ledger.tds, 2);
    expect(report.totals.refunds).toBe(200);
    expect(report.totals.bets).toBe(4);
    // What the book kept: its own account's entries of the day.
    expect(report.totals.houseResult).toBeCloseTo(ledger.book, 2);
    expect(report.races).toHaveLength(3);
    const sum = (key: 'stakes' | 'returns' | 'refunds' | 'gst' | 'tds' | 'houseResult') =>
      report.races.reduce((total, race) => total + race[key], 0);
    for (const key of ['stakes', 'returns', 'refunds', 'gst', 'tds', 'houseResult'] as const)
      expect(sum(key), key).toBeCloseTo(report.totals[key], 2);
    const csv = await subject.app.inject({
      url: '/api/operator/reports/day/csv?day=2026-03-31',
      headers: operator,
    });
    expect(csv.body.split('\r\n')[0]).toBe(
      'day,race,race_uid,bets,stakes_inr,returns_inr,refunds_inr,deducted_bets,deductions_inr,gst_inr,tds_inr,house_result_inr,open_stakes_inr',
    );
    expect(csv.body).toContain(`2026-03-31,ALL RACES,,4,10400.00,`);

    // The correction the next day shows under its race on that day.
    const next = dayReportSchema.parse(
      (
        await subject.app.inject({
          url: '/api/operator/reports/day?day=2026-04-01',
          headers: operator,
        })
      ).json(),
    );
    expect(next.totals.returns).toBeLessThan(0);

    const tds = await subject.app.inject({
      url: `/api/operator/reports/tds?fy=${OLD_YEAR}`,
      headers: operator,
    });
    expect(tds.statusCode, tds.body).toBe(200);
    const book = await passbook(OLD_YEAR);
    expect(tdsReportSchema.parse(tds.json()).players).toEqual([
      expect.objectContaining({
        uid: player.session.uid,
        pan: PAN,
        tds: book.totals.tds,
        winnings: book.totals.winnings,
      }),
    ]);
    const tdsCsv = await subject.app.inject({
      url: `/api/operator/reports/tds/csv?fy=${OLD_YEAR}`,
      headers: operator,
    });
    expect(tdsCsv.body).toContain(
      `${PAN},${book.totals.winnings.toFixed(2)},3428.57,0.00,0.00,0.00,3428.57`,
    );
  });

  it('lets support read the day report but not the PANs of the TDS report', async () => {
    const support = (await signedInOperator(subject, 'SUPPORT')).auth;
    const day = await subject.app.inject({
      url: '/api/operator/reports/day?day=2026-03-31',
      headers: support,
    });
    expect(day.statusCode).toBe(200);
    for (const url of [
      `/api/operator/reports/tds?fy=${OLD_YEAR}`,
      `/api/operator/reports/tds/csv?fy=${OLD_YEAR}`,
    ]) {
      const refused = await subject.app.inject({ url, headers: support });
      expect(refused.statusCode, url).toBe(403);
    }
    const cashier = (await signedInOperator(subject, 'CASHIER')).auth;
    expect(
      (
        await subject.app.inject({
          url: `/api/operator/reports/tds?fy=${OLD_YEAR}`,
          headers: cashier,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a malformed year or quarter with a 400, and a stranger with a 401', async () => {
    for (const url of [
      '/api/customer/self/statement?fy=2025-27',
      '/api/customer/self/tax-passbook?fy=25-26',
      '/api/customer/self/tax-passbook/certificate?fy=2025-26&quarter=Q5',
    ]) {
      const response = await subject.app.inject({ url, headers: player.auth });
      expect(response.statusCode, url).toBe(400);
    }
    expect((await subject.app.inject({ url: '/api/customer/self/statement' })).statusCode).toBe(
      401,
    );
  });
});
