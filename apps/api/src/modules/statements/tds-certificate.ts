import { financialYearBounds, formatRupees, indiaDayOf, type Quarter } from '@furlong/contract';
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
}

export interface TdsCertificate {
  financialYear: string;
  quarter: Quarter;
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
  const lines = events
    .filter((event) => event.tdsPaise !== 0)
    .map((event) => ({
      day: indiaDayOf(event.at),
      ticketNumber: event.ticketNumber,
      race: event.raceName,
      creditedPaise: winningsOf(event),
      tdsPaise: event.tdsPaise,
    }));
  return {
    financialYear,
    quarter,
    name: player ? `${player.first} ${player.last}` : '',
    pan: player?.pan ? cipher.open(player.pan) : null,
    lines,
    creditedPaise: lines.reduce((sum, line) => sum + line.creditedPaise, 0),
    tdsPaise: lines.reduce((sum, line) => sum + line.tdsPaise, 0),
  };
}

const assessmentYear = (financialYear: string) => {
  const start = Number(financialYear.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The certificate-style statement as a PDF, laid out as Form 16A's summary reads. */
export function renderTdsCertificate(certificate: TdsCertificate): Buffer {
  const money = (paise: number) => formatRupees(paise).replace('₹', '');
  const lines: PdfLine[] = [
    { text: 'Statement of tax deducted at source', size: 16, bold: true },
    { text: 'Section 194BB of the Income-tax Act: winnings from horse races', size: 11 },
    { text: '' },
    { text: 'Deductor: Furlong' },
    { text: `Deductee: ${certificate.name}` },
    {
      text: `PAN of the deductee: ${certificate.pan ?? 'not given (TDS at the higher rate may apply)'}`,
    },
    {
      text: `Financial year ${certificate.financialYear}, quarter ${certificate.quarter} (${QUARTER_MONTHS[certificate.quarter]}); assessment year ${assessmentYear(certificate.financialYear)}`,
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
