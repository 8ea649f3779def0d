// The data principal's copy as a PDF (docs/contract.md §7c): every record's fields, messages and
// audit entries are printed,
// text in another script as its code points (the standard font has Latin-1 only), long text
// wrapped, and the pages follow the lines.
import { describe, expect, it } from 'vitest';
import type { DataCopy } from '../../src/contract/dataRequestDesk';
import { dataCopyLines, dataCopyPdf } from './dataCopyPdf';

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
    fields: { fName: 'अनीता', complain: 'x '.repeat(150), amount: 2500 },
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
  it('prints each field, another script as its code points, long text wrapped', () => {
    const lines = dataCopyLines(copy(1));
    expect(lines[0]).toContain('DPR-7K4Q-9XTD');
    expect(lines.join('\n')).toContain('fName: U+0905U+0928U+0940U+0924U+093E');
    expect(lines.join('\n')).toContain('amount: 2500');
    expect(lines).toContain(
      '  Message 2026-11-01T05:00:01.000Z by email to asha.rao@example.in: sent',
    );
    expect(lines).toContain('    Complaint CMP-0000-0000 received');
    expect(lines).toContain('    Dear Asha, we have received your complaint.');
    expect(lines).toContain('  Audit 2026-11-02T05:00:00.000Z: note added - Called back.');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(92);
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
