import {
  financialYearBounds,
  formatRupees,
  indiaDayOf,
  taxLabelsOn,
  type Quarter,
  type TaxLabels,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { findTaxableMoneyEvents } from './tote-money.queries';
import type { Executor } from '../../db/client';
import type { FieldCipher } from '../../security/field-cipher';
import { players } from '../customers/customers.schema';
import { winningsOf } from './get-tax-passbook';
import { renderPdf, type PdfLine } from './pdf-document';

const QUARTER_MONTHS: Record<Quarter, string> = {
  Q1: 'April to June',
  Q2: 'July to September',
  Q3: 'October to December',
  Q4: 'January to March',
};
const COLUMNS = [0, 70, 140, 330, 420] as const;

/** One line of the certificate: a credit of winnings with the TDS withheld from it. */
export interface CertificateLine {
  day: string;
  ticketNumber: string;
  race: string;
  creditedPaise: number;
  tdsPaise: number;
  /** The section in force on the day of the winning (decision 064). */
  tdsSection: string;
}

export interface TdsCertificate {
  financialYear: string;
  quarter: Quarter;
  /** The year's name and section in force on the quarter's first day (decision 064). */
  labels: TaxLabels;
  name: string;
  /** In full, as Form 16A carries it; null when the player has given none. */
  pan: string | null;
  lines: CertificateLine[];
  creditedPaise: number;
  tdsPaise: number;
}

/** The figures of a quarter's TDS statement: every winnings event in it that moved TDS. */
export async function getTdsCertificate(
  db: Executor,
  cipher: FieldCipher,
  playerId: string,
  financialYear: string,
  quarter: Quarter,
): Promise<TdsCertificate> {
  const bounds = financialYearBounds(financialYear, quarter);
  const [events, [player]] = await Promise.all([
    findTaxableMoneyEvents(db, { playerId, from: bounds.start, to: bounds.end }),
    db
      .select({ first: players.firstname, last: players.lastname, pan: players.taxNumber })
      .from(players)
      .where(eq(players.id, playerId)),
  ]);
  const withheld = events.filter((event) => event.tdsPaise !== 0);
  const labels = taxLabelsOn(indiaDayOf(bounds.start), financialYear);
  const lines = withheld.map((event) => {
    const day = indiaDayOf(event.at);
    return {
      day,
      ticketNumber: event.ticketNumber,
      race: event.raceName,
      creditedPaise: winningsOf(event),
      tdsPaise: event.tdsPaise,
      tdsSection: taxLabelsOn(day, financialYear).tdsSection,
    };
  });
  return {
    financialYear,
    quarter,
    labels,
    name: player ? `${player.first} ${player.last}` : '',
    pan: player?.pan ? cipher.open(player.pan) : null,
    lines,
    creditedPaise: lines.reduce((sum, line) => sum + line.creditedPaise, 0),
    tdsPaise: lines.reduce((sum, line) => sum + line.tdsPaise, 0),
  };
}

/** The certificate-style statement as a PDF, laid out as Form 16A's summary reads. */
export function renderTdsCertificate(certificate: TdsCertificate): Buffer {
  const money = (paise: number) => formatRupees(paise).replace('₹', '');
  // Each section the quarter's winnings were withheld under, as in force on their days.
  const sections = [
    ...new Set(
      certificate.lines.length > 0
        ? certificate.lines.map((line) => line.tdsSection)
        : [certificate.labels.tdsSection],
    ),
  ];
  const lines: PdfLine[] = [
    { text: 'Statement of tax deducted at source', size: 16, bold: true },
    ...sections.map((section) => ({ text: `${section}: winnings from horse races`, size: 11 })),
    { text: '' },
    { text: 'Deductor: Furlong' },
    { text: `Deductee: ${certificate.name}` },
    {
      text: `PAN of the deductee: ${certificate.pan ?? 'not given (TDS at the higher rate may apply)'}`,
    },
    {
      text: `${certificate.labels.yearTitle}, quarter ${certificate.quarter} (${QUARTER_MONTHS[certificate.quarter]})`,
    },
    { text: '' },
    {
      text: 'Date credited\tTicket\tRace\tCredited (Rs.)\tTDS (Rs.)',
      bold: true,
      columns: COLUMNS,
    },
    ...certificate.lines.map((line) => ({
      text: `${line.day}\t${line.ticketNumber}\t${line.race.slice(0, 34)}\t${money(line.creditedPaise)}\t${money(line.tdsPaise)}`,
      columns: COLUMNS,
    })),
    ...(certificate.lines.length === 0 ? [{ text: 'No tax was withheld in this quarter.' }] : []),
    {
      text: `Total\t\t\t${money(certificate.creditedPaise)}\t${money(certificate.tdsPaise)}`,
      bold: true,
      columns: COLUMNS,
    },
    { text: '' },
    {
      text: 'Issued by Furlong from its records. The Form 16A certificate itself is issued from TRACES',
      size: 8,
    },
    { text: 'once the TDS return for the quarter has been filed.', size: 8 },
  ];
  return renderPdf(lines, `TDS statement ${certificate.financialYear} ${certificate.quarter}`);
}
