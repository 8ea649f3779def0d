// The copy of a data principal's data as a PDF (docs/contract.md §7c), written with pdf-lib (the
// package the uploads' checks already use). Latin-1 text is set in its standard Helvetica; Hindi
// and Gujarati in Noto Sans Devanagari and Noto Sans Gujarati (the fonts the site ships, embedded
// as subsets), shaped by @pdf-lib/fontkit so conjuncts and vowel signs print as they are read.
// Text in any other script is shown as its Unicode code points (U+0B95…) so nothing is lost or
// misread; the JSON copy keeps everything as written.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { DataCopy } from '../../src/contract/dataRequestDesk';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;
const WIDTH = 92;

type Script = 'latin' | 'devanagari' | 'gujarati';

/** The script a character is printed in; undefined for one no font here has. */
function scriptOf(code: number): Script | undefined {
  if ((code >= 32 && code < 127) || (code >= 160 && code < 256)) return 'latin';
  // Devanagari, Vedic extensions and Devanagari Extended; Gujarati.
  if ((code >= 0x900 && code <= 0x97f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'devanagari';
  if (code >= 0xa80 && code <= 0xaff) return 'gujarati';
  return undefined;
}

/** Joiners shape the letters around them: they stay in their neighbours' run. */
const JOINERS = new Set([0x200c, 0x200d]);

/** `text` in the fonts' letters: any other character as its code point. */
function printable(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code === 10) return ' ';
      return scriptOf(code) || JOINERS.has(code)
        ? ch
        : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    })
    .join('');
}

/**
 * A printable line cut where its script changes, each piece to be set in its script's font. A
 * space stays in the run it is in (Indic words keep their spaces in their own font), a joiner in
 * an Indic run (it is dropped elsewhere); the danda (U+0964, U+0965) belongs to Gujarati text too.
 */
export function scriptRuns(line: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const ch of line) {
    const code = ch.codePointAt(0)!;
    const last = runs.at(-1);
    const own = scriptOf(code) ?? 'latin';
    // A joiner shapes Indic letters only; elsewhere it is invisible and Helvetica has none.
    if (JOINERS.has(code)) {
      if (last && last.script !== 'latin') last.text += ch;
      continue;
    }
    const danda = (code === 0x964 || code === 0x965) && last?.script === 'gujarati';
    if (last && (code === 32 || danda || last.script === own)) last.text += ch;
    else runs.push({ script: own, text: ch });
  }
  return runs;
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

/** The site's own font files (package @fontsource/…), regular weight, whole script subset. */
const INDIC_FONTS: Record<Exclude<Script, 'latin'>, string> = {
  devanagari:
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  gujarati: '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff',
};
const fontFile = (name: string) => readFile(createRequire(import.meta.url).resolve(name));

/** The fonts the lines use, embedded in `doc` (an Indic font only when its script is there). */
async function embedFonts(doc: PDFDocument, lines: readonly string[]) {
  const { StandardFonts } = await import('pdf-lib');
  const fonts: Partial<Record<Script, PDFFont>> = {
    latin: await doc.embedFont(StandardFonts.Helvetica),
  };
  const used = new Set(lines.flatMap((line) => scriptRuns(line).map((run) => run.script)));
  if (used.has('devanagari') || used.has('gujarati')) {
    // fontkit's Indic shaper is built with regenerator's generators: its runtime first.
    await import('regenerator-runtime/runtime.js');
    const fontkit = (await import('@pdf-lib/fontkit')).default;
    doc.registerFontkit(fontkit);
    for (const script of ['devanagari', 'gujarati'] as const) {
      if (used.has(script)) {
        fonts[script] = await doc.embedFont(await fontFile(INDIC_FONTS[script]), { subset: true });
      }
    }
  }
  return fonts as Record<Script, PDFFont>;
}

export async function dataCopyPdf(copy: DataCopy): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Personal data ${copy.requestNo}`);
  const perPage = Math.floor((PAGE.height - 2 * MARGIN) / LEADING);
  const lines = dataCopyLines(copy);
  const fonts = await embedFonts(doc, lines);
  for (let start = 0; start === 0 || start < lines.length; start += perPage) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    lines.slice(start, start + perPage).forEach((line, i) => {
      let x = MARGIN;
      for (const { script, text } of scriptRuns(line)) {
        const font = fonts[script];
        const y = PAGE.height - MARGIN - (i + 1) * LEADING;
        page.drawText(text, { x, y, size: SIZE, font });
        x += font.widthOfTextAtSize(text, SIZE);
      }
    });
  }
  return doc.save();
}
