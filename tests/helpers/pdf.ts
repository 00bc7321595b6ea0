import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A tiny, valid one-page PDF. */
export async function makeTestPdf(text = 'Test document'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** Text bytes with a .pdf name: must be refused by content. */
export const FAKE_PDF = Buffer.from('<html><body>not a pdf</body></html>');

/** 20 MB + 1 byte that starts like a PDF: must be refused by size. */
export const oversizedPdf = () => {
  const b = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
  b.write('%PDF-1.4\n', 0, 'latin1');
  return b;
};

/** A multipart form with text fields and an optional file, as the admin screens send it. */
export function uploadForm(
  fields: Record<string, string | number | boolean>,
  file?: { content: Buffer; name?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.content)], { type: 'application/pdf' }),
      file.name ?? 'document.pdf',
    );
  }
  return form;
}
