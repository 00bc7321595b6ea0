import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export type FileOwnerKind = 'publication' | 'other_result' | 'meeting_result' | 'fixture_result';

/** A PDF the seed will generate and store in `files`; owners refer to it by its unique file name. */
export interface DemoPdf {
  fileName: string;
  ownerKind: FileOwnerKind;
  title: string;
  lines: string[];
}

/** 'Year Book 2019' -> 'year-book-2019.pdf': lower-case letters, digits and hyphens only. */
export function pdfFileName(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug}.pdf`;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LINE_HEIGHT = 16;

/** A real, small PDF: A4 pages with a title and lines of text (Helvetica, no embedded font data). */
export async function makePdf(title: string, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Old Boys Golf Society');
  doc.setSubject('Demo document');
  doc.setProducer('society-site demo seed');
  doc.setCreator('society-site');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  page.drawText(title, { x: MARGIN, y: y - 20, size: 20, font: bold, color: rgb(0.05, 0.2, 0.12) });
  y -= 56;
  for (const line of lines) {
    if (y < MARGIN + LINE_HEIGHT) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    if (line) page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: rgb(0.1, 0.1, 0.1) });
    y -= LINE_HEIGHT;
  }
  const footer = 'Demonstration document generated with the demo data.';
  page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
  return doc.save();
}
