import {
  financialYearBounds,
  indiaDayBounds,
  indiaDayOf,
  taxLabelsOn,
  paiseToRupees,
  quarterOf,
  QUARTERS,
  type DayReport,
  type Quarter,
  type ReportFigures,
  type TdsReport,
} from '@furlong/contract';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { players } from '../customers/customers.schema';
import { sumEvents, type BetMoneyEvent } from './bet-money.queries';
import { findTaxableMoneyEvents } from './tote-money.queries';
import { winningsOf } from './get-tax-passbook';

function toFigures(events: readonly BetMoneyEvent[]): ReportFigures {
  const totals = sumEvents(events);
  return {
    bets: events.filter((event) => event.kind === 'STAKE').length,
    stakes: paiseToRupees(totals.stakesPaise),
    returns: paiseToRupees(totals.winningsPaise),
    refunds: paiseToRupees(totals.refundsPaise),
    deductedBets: totals.deductedBets,
    deductions: paiseToRupees(totals.deductionsPaise),
    gst: paiseToRupees(totals.gstPaise),
    tds: paiseToRupees(totals.tdsPaise),
    houseResult: paiseToRupees(totals.houseResultPaise),
    openStakes: paiseToRupees(totals.openStakesPaise),
  };
}

/**
 * The money of an India-time day, in all and per race (each race's events of that day), a
 * multiple's in the race of its first leg, a tote ticket's in its race, a multi-race ticket's
 * in its last leg's (decision 074).
 */
export async function getDayReport(db: Executor, day: string): Promise<DayReport> {
  const { start, end } = indiaDayBounds(day);
  const events = await findTaxableMoneyEvents(db, { from: start, to: end });
  const byRace = new Map<string, BetMoneyEvent[]>();
  for (const event of events)
    byRace.set(event.fixtureId, [...(byRace.get(event.fixtureId) ?? []), event]);
  return {
    day,
    totals: toFigures(events),
    races: [...byRace.values()]
      .map((raceEvents) => {
        const first = raceEvents[0] as BetMoneyEvent;
        const single = raceEvents.find(
          (event) => event.multiple === undefined && event.tote === undefined,
        );
        return {
          fixtureUid: first.fixtureId,
          race: single?.raceName ?? first.multiple?.firstRace ?? first.tote?.race ?? first.raceName,
          startAt: first.raceStartAt.toISOString(),
          ...toFigures(raceEvents),
        };
      })
      .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.race.localeCompare(b.race)),
  };
}

/**
 * TDS withheld per player in a financial year, with the full PAN and each quarter: the data
 * a TDS return and each player's Form 16A are made from. The same events as the passbook.
 */
export async function getTdsReport(
  db: Executor,
  cipher: FieldCipher,
  financialYear: string,
): Promise<TdsReport> {
  const { start, end } = financialYearBounds(financialYear);
  const events = await findTaxableMoneyEvents(db, { from: start, to: end });
  // The Act changes on 1 April, the year's first day: its words name every winning of the year.
  const taxLabels = taxLabelsOn(indiaDayOf(start), financialYear);
  const sums = new Map<string, { winnings: number; tds: number; quarters: Map<Quarter, number> }>();
  for (const event of events) {
    const winnings = winningsOf(event);
    if (winnings === 0 && event.tdsPaise === 0) continue;
    const sum = sums.get(event.playerId) ?? {
      winnings: 0,
      tds: 0,
      quarters: new Map(QUARTERS.map((quarter) => [quarter, 0])),
    };
    sum.winnings += winnings;
    sum.tds += event.tdsPaise;
    const quarter = quarterOf(event.at);
    sum.quarters.set(quarter, (sum.quarters.get(quarter) ?? 0) + event.tdsPaise);
    sums.set(event.playerId, sum);
  }
  const ids = [...sums.keys()];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            id: players.id,
            first: players.firstname,
            last: players.lastname,
            pan: players.taxNumber,
          })
          .from(players)
          .where(inArray(players.id, ids));
  const rows = people
    .map((person) => {
      const sum = sums.get(person.id)!;
      return {
        uid: person.id,
        name: `${person.first} ${person.last}`,
        pan: person.pan ? cipher.open(person.pan) : null,
        winnings: paiseToRupees(sum.winnings),
        tds: paiseToRupees(sum.tds),
        quarters: [...sum.quarters].map(([quarter, tds]) => ({ quarter, tds: paiseToRupees(tds) })),
      };
    })
    .sort((a, b) => b.tds - a.tds || a.name.localeCompare(b.name));
  const total = (pick: (sum: { winnings: number; tds: number }) => number) =>
    paiseToRupees([...sums.values()].reduce((all, sum) => all + pick(sum), 0));
  return {
    financialYear,
    taxLabels,
    players: rows,
    totals: { winnings: total((sum) => sum.winnings), tds: total((sum) => sum.tds) },
  };
}

const money = (rupees: number) => rupees.toFixed(2);
const FIGURE_HEADERS = [
  'bets',
  'stakes_inr',
  'returns_inr',
  'refunds_inr',
  'deducted_bets',
  'deductions_inr',
  'gst_inr',
  'tds_inr',
  'house_result_inr',
  'open_stakes_inr',
];
const figureCells = (row: ReportFigures) => [
  String(row.bets),
  money(row.stakes),
  money(row.returns),
  money(row.refunds),
  String(row.deductedBets),
  money(row.deductions),
  money(row.gst),
  money(row.tds),
  money(row.houseResult),
  money(row.openStakes),
];

export function dayReportRows(report: DayReport): string[][] {
  return [
    ['day', 'race', 'race_uid', ...FIGURE_HEADERS],
    ...report.races.map((race) => [report.day, race.race, race.fixtureUid, ...figureCells(race)]),
    [report.day, 'ALL RACES', '', ...figureCells(report.totals)],
  ];
}

export function tdsReportRows(report: TdsReport): string[][] {
  return [
    [
      'financial_year',
      'player_uid',
      'name',
      'pan',
      'winnings_inr',
      'tds_inr',
      ...QUARTERS.map((q) => `tds_${q.toLowerCase()}_inr`),
      'year',
      'tds_section',
    ],
    ...report.players.map((player) => [
      report.financialYear,
      player.uid,
      player.name,
      player.pan ?? '',
      money(player.winnings),
      money(player.tds),
      ...player.quarters.map((quarter) => money(quarter.tds)),
      report.taxLabels?.yearTitle ?? '',
      report.taxLabels?.tdsSection ?? '',
    ]),
  ];
}
