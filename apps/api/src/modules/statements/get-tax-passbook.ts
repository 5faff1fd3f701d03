import {
  financialYearBounds,
  financialYearOf,
  indiaDayOf,
  taxLabelsOn,
  paiseToRupees,
  quarterOf,
  QUARTERS,
  type Quarter,
  type TaxPassbook,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { players } from '../customers/customers.schema';
import { REFUND_KINDS, type BetMoneyEvent } from './bet-money.queries';
import { findTaxableMoneyEvents } from './tote-money.queries';
import { findFinancialYears } from './find-financial-years';

/** Winnings before tax: what the player was credited plus what was withheld from it. */
export const winningsOf = (event: BetMoneyEvent): number =>
  event.kind === 'STAKE' || REFUND_KINDS.has(event.kind) ? 0 : event.playerPaise + event.tdsPaise;

interface BetLine {
  event: BetMoneyEvent;
  stake: number;
  gst: number;
  winnings: number;
  tds: number;
}

/** A bet's GST and TDS within the year, every event of it in the year taken together. */
function linesOf(events: readonly BetMoneyEvent[]): BetLine[] {
  const lines = new Map<string, BetLine>();
  for (const event of events) {
    const line = lines.get(event.betId) ?? { event, stake: 0, gst: 0, winnings: 0, tds: 0 };
    line.stake += event.stakePaise;
    line.gst += event.gstPaise;
    line.winnings += winningsOf(event);
    line.tds += event.tdsPaise;
    lines.set(event.betId, line);
  }
  return [...lines.values()];
}

/**
 * The player's tax passbook for a financial year: each bet's GST (included in its stake, less
 * any refunded with it) and TDS (withheld from its winnings, less any a correction reversed),
 * dated by when the money moved, with totals and the TDS of each quarter.
 */
export async function getTaxPassbook(
  db: Executor,
  playerId: string,
  financialYear: string | undefined,
  now: Date,
): Promise<TaxPassbook> {
  const year = financialYear ?? financialYearOf(now);
  const bounds = financialYearBounds(year);
  const [events, years, [player]] = await Promise.all([
    findTaxableMoneyEvents(db, { playerId, from: bounds.start, to: bounds.end }),
    findFinancialYears(db, playerId),
    db.select({ pan: players.taxNumberMasked }).from(players).where(eq(players.id, playerId)),
  ]);
  // The Act changes on 1 April, the year's first day: its words name every winning of the year.
  const taxLabels = taxLabelsOn(indiaDayOf(bounds.start), year);
  const lines = linesOf(events);
  const quarters = new Map<Quarter, { winnings: number; tds: number }>(
    QUARTERS.map((quarter) => [quarter, { winnings: 0, tds: 0 }]),
  );
  for (const event of events) {
    const sums = quarters.get(quarterOf(event.at));
    if (!sums) continue;
    sums.winnings += winningsOf(event);
    sums.tds += event.tdsPaise;
  }
  const total = (pick: (line: BetLine) => number) =>
    paiseToRupees(lines.reduce((sum, line) => sum + pick(line), 0));
  return {
    financialYear: year,
    taxLabels,
    financialYears: [...new Set([year, ...years])].sort().reverse(),
    pan: player?.pan ?? null,
    bets: lines.map((line) => ({
      ticketNumber: line.event.ticketNumber,
      placedAt: line.event.placedAt.toISOString(),
      race: line.event.raceName,
      stake: paiseToRupees(line.stake),
      gst: paiseToRupees(line.gst),
      winnings: paiseToRupees(line.winnings),
      tds: paiseToRupees(line.tds),
    })),
    totals: {
      stakes: total((line) => line.stake),
      gst: total((line) => line.gst),
      winnings: total((line) => line.winnings),
      tds: total((line) => line.tds),
    },
    quarters: [...quarters].map(([quarter, sums]) => ({
      quarter,
      winnings: paiseToRupees(sums.winnings),
      tds: paiseToRupees(sums.tds),
    })),
  };
}
