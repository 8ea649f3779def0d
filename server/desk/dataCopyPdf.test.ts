// The data principal's copy as a PDF (docs/contract.md §7c): every record's fields, messages and
// audit entries are printed, Hindi and Gujarati in their own fonts and shaped, text in a script
// no font here has as its code points, long text wrapped, and the pages follow the lines.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataCopy } from '../../src/contract/dataRequestDesk';
import { dataCopyLines, dataCopyPdf, scriptRuns } from './dataCopyPdf';

/** pdf.js reads Helvetica's metrics from its own files (the copy does not embed it). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
const open = (data: Uint8Array) => getDocument({ data, standardFontDataUrl }).promise;

const copy = (records: number): DataCopy => ({
  requestNo: 'DPR-7K4Q-9XTD',
  preparedAt: '2026-11-30T03:00:00.000Z',
  matchedBy: { channel: 'email', address: 'asha.rao@example.in', panNo: 'ABCDE1234F' },
  records: Array.from({ length: records }, (_, i) => ({
    queue: 'complaints',
    title: 'Complaints',
    key: `CMP-0000-${String(i).padStart(4, '0')}`,
    receivedAt: '2026-11-01T05:00:00.000Z',
    status: 'Open',
    fields: {
      fName: 'अनीता',
      lName: 'ક્ષેત્ર',
      city: 'தமிழ்',
      complain: 'x '.repeat(150),
      amount: 2500,
    },
    history: [{ at: '2026-11-01T05:00:00.000Z', from: null, to: 'Open' }],
    messages: [
      {
        at: '2026-11-01T05:00:01.000Z',
        kind: 'complaintReceived',
        channel: 'email',
        to: 'asha.rao@example.in',
        state: 'sent',
        sentAt: '2026-11-01T05:00:02.000Z',
        subject: `Complaint CMP-0000-${String(i).padStart(4, '0')} received`,
        text: 'Dear Asha, we have received your complaint.',
      },
    ],
    audit: [{ at: '2026-11-02T05:00:00.000Z', action: 'note added', detail: 'Called back.' }],
  })),
});

describe('the copy as a PDF', () => {
  it('prints each field, a script without a font as its code points, long text wrapped', () => {
    const lines = dataCopyLines(copy(1));
    expect(lines[0]).toContain('DPR-7K4Q-9XTD');
    expect(lines).toContain('  fName: अनीता');
    expect(lines).toContain('  lName: ક્ષેત્ર');
    expect(lines.join('\n')).toContain('city: U+0BA4U+0BAEU+0BBFU+0BB4U+0BCD');
    expect(lines.join('\n')).toContain('amount: 2500');
    expect(lines).toContain(
      '  Message 2026-11-01T05:00:01.000Z by email to asha.rao@example.in: sent',
    );
    expect(lines).toContain('    Complaint CMP-0000-0000 received');
    expect(lines).toContain('    Dear Asha, we have received your complaint.');
    expect(lines).toContain('  Audit 2026-11-02T05:00:00.000Z: note added - Called back.');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(92);
  });

  it('cuts a line where its script changes; spaces, joiners and the danda stay in their run', () => {
    expect(scriptRuns('Name: अनीता राव (Pune)')).toEqual([
      { script: 'latin', text: 'Name: ' },
      { script: 'devanagari', text: 'अनीता राव ' },
      { script: 'latin', text: '(Pune)' },
    ]);
    expect(scriptRuns('ફરિયાદ। क्ष\u200d')).toEqual([
      { script: 'gujarati', text: 'ફરિયાદ। ' },
      { script: 'devanagari', text: 'क्ष\u200d' },
    ]);
    // Helvetica has no joiner: outside Indic text (an emoji's, a stray one) it is dropped.
    expect(scriptRuns('\u200da\u200db')).toEqual([{ script: 'latin', text: 'ab' }]);
  });

  it('prints any text without failing: emoji, joiners, half a surrogate pair', async () => {
    const odd = copy(1);
    odd.records[0]!.fields = { a: '👩🏽\u200d💻', b: '\u200dक', c: 'x\ud800y', d: 'क़ ०१२ ॐ ૱' };
    const pdf = await open(await dataCopyPdf(odd));
    expect(pdf.numPages).toBe(1);
  });

  it('sets Hindi and Gujarati in Noto Sans, shaped, and keeps them readable as text', async () => {
    const bytes = await dataCopyPdf(copy(1));
    const pdf = await open(bytes);
    const page = await pdf.getPage(1);
    const items = (await page.getTextContent()).items.flatMap((i) => ('str' in i ? [i] : []));
    const fontOf = async (text: string) => {
      const item = items.find((i) => i.str.includes(text));
      expect(item, text).toBeDefined();
      await page.getOperatorList(); // loads the fonts' objects
      return (page.commonObjs.get(item!.fontName) as { name: string }).name;
    };
    expect(await fontOf('अनीता')).toMatch(/NotoSansDevanagari/);
    expect(await fontOf('ક્ષેત્ર')).toMatch(/NotoSansGujarati/);
    expect(await fontOf('fName:')).toMatch(/Helvetica/);
    // Shaped: ક્ષેત્ર's seven code points are drawn as fewer glyphs (ક્ષ and ત્ર are one each).
    const ops = await page.getOperatorList();
    const runs = ops.fnArray.flatMap((fn, i) =>
      fn === OPS.showText ? [ops.argsArray[i]![0] as { unicode: string }[]] : [],
    );
    const gujarati = runs.find((glyphs) => glyphs.map((g) => g.unicode).join('') === 'ક્ષેત્ર');
    expect(gujarati).toBeDefined();
    expect(gujarati!.length).toBeLessThan([...'ક્ષેત્ર'].length);
  });

  it('embeds no Indic font when the copy has no Indic text', async () => {
    const latinOnly = copy(1);
    latinOnly.records[0]!.fields = { fName: 'Anita' };
    const pdf = await open(await dataCopyPdf(latinOnly));
    const page = await pdf.getPage(1);
    const items = (await page.getTextContent()).items.flatMap((i) => ('str' in i ? [i] : []));
    await page.getOperatorList();
    const names = new Set(
      items.map((i) => (page.commonObjs.get(i.fontName) as { name: string }).name),
    );
    expect([...names].every((name) => /Helvetica/.test(name))).toBe(true);
  });

  it('is a PDF with as many pages as its lines need', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const one = await PDFDocument.load(await dataCopyPdf(copy(1)));
    expect(one.getPageCount()).toBe(1);
    const many = await PDFDocument.load(await dataCopyPdf(copy(40)));
    expect(many.getPageCount()).toBeGreaterThan(1);
    expect(many.getTitle()).toBe('Personal data DPR-7K4Q-9XTD');
  });
});
