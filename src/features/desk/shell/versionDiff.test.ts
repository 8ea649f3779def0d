import { describe, expect, it } from 'vitest';
import { diffHtml, diffRows, diffText, htmlToText, textChanged } from './versionDiff';

describe('htmlToText', () => {
  it('reads blocks as lines, keeps link addresses and alt texts, decodes entities', () => {
    const html =
      '<h2>Rights &amp; duties</h2><p>Read <a href="/investor-charter">the charter</a>.<br>Then act.</p>' +
      '<ul><li>One</li><li>Two</li></ul><p><img src="x.png" alt="A QR code"></p>' +
      '<table><tr><th>Bank</th><th>IFSC</th></tr><tr><td>HDFC</td><td>HDFC0000001</td></tr></table>';
    expect(htmlToText(html)).toBe(
      [
        'Rights & duties',
        'Read the charter (→ /investor-charter).',
        'Then act.',
        'One',
        'Two',
        '[picture: A QR code]',
        'Bank | IFSC',
        'HDFC | HDFC0000001',
      ].join('\n'),
    );
  });
});

describe('diffText and diffHtml', () => {
  it('marks the words removed and added, the rest the same', () => {
    const changes = diffText(
      'Pay only to our bank account.',
      'Pay only to our validated UPI handle.',
    );
    expect(changes.filter((c) => c.kind === 'removed').map((c) => c.text.trim())).toEqual([
      'bank account',
    ]);
    expect(changes.filter((c) => c.kind === 'added').map((c) => c.text.trim())).toEqual([
      'validated UPI handle',
    ]);
    expect(changes.map((c) => (c.kind === 'added' ? '' : c.text)).join('')).toBe(
      'Pay only to our bank account.',
    );
  });

  it('shows a changed link address, and nothing for markup alone', () => {
    const moved = diffHtml(
      '<p><a href="/old">Charter</a></p>',
      '<p><a href="/new">Charter</a></p>',
    );
    expect(moved.filter((c) => c.kind !== 'same').map((c) => c.text)).toEqual(['old', 'new']);
    expect(textChanged(diffHtml('<p>Same words</p>', '<p><strong>Same</strong> words</p>'))).toBe(
      false,
    );
  });
});

describe('diffRows', () => {
  const a = { accountNo: '1', ifsc: 'HDFC0000001' };
  const b = { accountNo: '2', ifsc: 'ICIC0000002' };
  const c = { accountNo: '3', ifsc: 'SBIN0000003' };

  it('without keys: moved rows are the same, a row edited in place is changed', () => {
    expect(diffRows([a, b], [b, a])).toEqual([]);
    expect(diffRows([a, b], [a, { ...b, ifsc: 'ICIC0000009' }])).toEqual([
      { kind: 'changed', before: b, after: { ...b, ifsc: 'ICIC0000009' }, fields: ['ifsc'] },
    ]);
  });

  it('without keys: added and removed rows', () => {
    expect(diffRows([a, b], [a, b, c])).toEqual([{ kind: 'added', row: c }]);
    expect(diffRows([a, b, c], [a, c])).toEqual([{ kind: 'removed', row: b }]);
  });

  it('with keys: rows matched by key wherever they are', () => {
    const key = (r: Record<string, string>) => r.accountNo!;
    expect(diffRows([a, b], [{ ...b, ifsc: 'X' }, c], key)).toEqual([
      { kind: 'changed', before: b, after: { ...b, ifsc: 'X' }, fields: ['ifsc'] },
      { kind: 'added', row: c },
      { kind: 'removed', row: a },
    ]);
  });
});
