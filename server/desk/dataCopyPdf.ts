// The copy of a data principal's data as a PDF (docs/contract.md §7c), written with pdf-lib (the
// package the uploads' checks already use; no new package). Its standard font has the Latin-1
// letters only: text in another script (Hindi, Gujarati) is shown as its Unicode code points
// (U+0905…) so nothing is lost or misread, and the JSON copy keeps it as written.
import type { DataCopy } from '../../src/contract/dataRequestDesk';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;
const WIDTH = 92;

/** `text` in the font's letters: any other character as its code point. */
function printable(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code === 10) return ' ';
      return (code >= 32 && code < 127) || (code >= 160 && code < 256)
        ? ch
        : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    })
    .join('');
}

function wrapped(text: string, indent = ''): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of printable(text).split(' ')) {
    if (line.length + word.length + 1 > WIDTH && line.trim()) {
      lines.push(line);
      line = `${indent}  `;
    }
    for (let w = word; w.length > 0; w = w.slice(WIDTH - indent.length - 4)) {
      line += (line.trim() ? ' ' : '') + w.slice(0, WIDTH - indent.length - 4);
      if (w.length > WIDTH - indent.length - 4) {
        lines.push(line);
        line = `${indent}  `;
      }
    }
  }
  if (line.trim()) lines.push(line);
  return lines;
}

const valueText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The lines of the copy, as the PDF prints them: each record, its messages and its audit entries. */
export function dataCopyLines(copy: DataCopy): string[] {
  const lines = [
    `Copy of your personal data - request ${copy.requestNo}`,
    `Prepared ${copy.preparedAt}; matched by ${copy.matchedBy.channel} ${copy.matchedBy.address}${copy.matchedBy.panNo ? ` and PAN ${copy.matchedBy.panNo}` : ''}`,
    `${copy.records.length} records`,
    '',
  ];
  for (const r of copy.records) {
    lines.push(`${r.title} ${r.key} - received ${r.receivedAt} - ${r.status}`);
    for (const [name, value] of Object.entries(r.fields)) {
      lines.push(...wrapped(`${name}: ${valueText(value)}`, '  '));
    }
    for (const h of r.history) {
      lines.push(
        ...wrapped(`${h.at}: ${h.from ?? '-'} -> ${h.to}${h.note ? ` (${h.note})` : ''}`, '  '),
      );
    }
    for (const m of r.messages) {
      lines.push(...wrapped(`Message ${m.at} by ${m.channel} to ${m.to}: ${m.state}`, '  '));
      if (m.subject) lines.push(...wrapped(m.subject, '    '));
      lines.push(...wrapped(m.text, '    '));
    }
    for (const a of r.audit) {
      lines.push(...wrapped(`Audit ${a.at}: ${a.action}${a.detail ? ` - ${a.detail}` : ''}`, '  '));
    }
    lines.push('');
  }
  return lines.flatMap((l) => (l.length > WIDTH ? wrapped(l) : [printable(l)]));
}

export async function dataCopyPdf(copy: DataCopy): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Personal data ${copy.requestNo}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const perPage = Math.floor((PAGE.height - 2 * MARGIN) / LEADING);
  const lines = dataCopyLines(copy);
  for (let start = 0; start === 0 || start < lines.length; start += perPage) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    lines.slice(start, start + perPage).forEach((line, i) => {
      page.drawText(line, {
        x: MARGIN,
        y: PAGE.height - MARGIN - (i + 1) * LEADING,
        size: SIZE,
        font,
      });
    });
  }
  return doc.save();
}
