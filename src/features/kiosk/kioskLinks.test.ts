import { describe, expect, it } from 'vitest';
import { classifyHref, displayAddress } from './kioskLinks';

const APP = 'http://127.0.0.1:4173';

describe('classifyHref', () => {
  it.each([
    ['https://trade.vasundharasecurities.example/login', 'web'],
    ['http://127.0.0.1:9999/', 'web'],
    ['tel:+912240001234', 'call'],
    ['mailto:support@vasundharasecurities.example', 'mail'],
    ['/api/downloads/ddpi-form.pdf', 'document'],
    [`${APP}/api/files/kyc.pdf`, 'document'],
    ['/complains', 'app'],
    [`${APP}/gallery`, 'app'],
    ['javascript:alert(1)', 'blocked'],
    ['file:///etc/passwd', 'blocked'],
    ['whatsapp://send?phone=1', 'blocked'],
  ] as const)('%s is %s', (href, kind) => {
    expect(classifyHref(href, APP)).toBe(kind);
  });

  it('treats an app link that downloads or opens a new tab as a document', () => {
    expect(classifyHref('/new-downloads', APP, { download: true })).toBe('document');
    expect(classifyHref('/new-downloads', APP, { newTab: true })).toBe('document');
  });
});

describe('displayAddress', () => {
  it('shows a phone number or an e-mail address without its scheme', () => {
    expect(displayAddress({ kind: 'call', href: 'tel:+912240001234', label: '' })).toBe(
      '+912240001234',
    );
    expect(
      displayAddress({ kind: 'mail', href: 'mailto:help@example.in?subject=Hi', label: '' }),
    ).toBe('help@example.in');
    expect(displayAddress({ kind: 'web', href: 'https://x.example/a', label: '' })).toBe(
      'https://x.example/a',
    );
  });
});
