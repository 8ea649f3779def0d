// Files the end-to-end tests upload, made in memory.
import { PDFDocument } from 'pdf-lib';

/** A one-page PDF showing `text`, as Playwright's `setInputFiles` takes a file. */
export async function pdfFile(name: string, text: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText(text, { x: 20, y: 100 });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}
