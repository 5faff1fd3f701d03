/**
 * A minimal PDF 1.4 writer for text-only statements: A4 pages, Helvetica (a standard font
 * every reader has, so nothing is embedded), uncompressed content so the text stays
 * searchable and testable. WinAnsi covers what a statement needs; the rupee sign is not in
 * it, so amounts are written "Rs.".
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Column starts in points from the left margin, for tab-separated text. */
  columns?: readonly number[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const LINE_GAP = 1.45;

const escapeText = (text: string) =>
  text
    .replaceAll('₹', 'Rs.')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (char) => `\\${char}`);

function pageContent(lines: readonly PdfLine[]): string {
  const out: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= size * LINE_GAP;
    const font = line.bold ? 'F2' : 'F1';
    const cells = line.columns ? line.text.split('\t') : [line.text];
    cells.forEach((cell, index) => {
      const x = MARGIN + (line.columns?.[index] ?? 0);
      out.push(`BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td (${escapeText(cell)}) Tj ET`);
    });
  }
  return out.join('\n');
}

/** Lays the lines out on as many pages as they need and answers the PDF's bytes. */
export function renderPdf(lines: readonly PdfLine[], title: string): Buffer {
  const pages: PdfLine[][] = [[]];
  let used = 0;
  for (const line of lines) {
    const height = (line.size ?? 10) * LINE_GAP;
    if (used + height > PAGE_HEIGHT - 2 * MARGIN) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1]?.push(line);
    used += height;
  }
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, index) => {
    const content = pageContent(page);
    objects[5 + index * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`;
    objects[6 + index * 2] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escapeText(title)}) /Producer (Furlong) >>`;

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
