// The regulatory pages' rule and their review's due day (docs/contract.md §13i).
import { describe, expect, it } from 'vitest';
import { isCircularHref, isRegulatoryPage, reviewDue } from './regulatoryPages';

describe('regulatory pages', () => {
  it('are the investor charters’ menu and the pages marked so', () => {
    expect(isRegulatoryPage({ group: 'Investor Charter' })).toBe(true);
    expect(isRegulatoryPage({ group: 'Policies', regulatory: true })).toBe(true);
    expect(isRegulatoryPage({ group: 'Policies' })).toBe(false);
    expect(isRegulatoryPage({ group: 'About us', regulatory: false })).toBe(false);
  });

  it('are due for review once the last one is more than a year old, or never was', () => {
    const charter = { group: 'Investor Charter', lastReviewed: '2025-11-30' };
    expect(reviewDue(charter, '2026-11-29')).toBe(false);
    expect(reviewDue(charter, '2026-11-30')).toBe(false);
    expect(reviewDue(charter, '2026-12-01')).toBe(true);
    expect(reviewDue({ ...charter, lastReviewed: '2024-02-29' }, '2025-02-28')).toBe(false);
    expect(reviewDue({ ...charter, lastReviewed: '2024-02-29' }, '2025-03-01')).toBe(true);
    expect(reviewDue({ group: 'Investor Charter' }, '2026-01-01')).toBe(true);
    expect(reviewDue({ group: 'About us', lastReviewed: '2001-01-01' }, '2026-01-01')).toBe(false);
  });

  it('link their circulars to the regulator’s, an exchange’s or a depository’s site over https', () => {
    for (const ok of [
      'https://www.sebi.gov.in/legal/circulars/feb-2025/x_92099.html',
      'https://sebi.gov.in/x',
      'https://www.bseindia.com/markets/MarketInfo/DispNewNoticesCirculars.aspx?page=20210727-6',
      'https://nsearchives.nseindia.com/content/circulars/INSP61529.pdf',
    ]) {
      expect(isCircularHref(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://www.sebi.gov.in/x',
      'https://sebi.gov.in.evil.example/x',
      'https://evilsebi.gov.in/x',
      'https://user:pw@sebi.gov.in/x',
      'javascript:alert(1)',
      '/cms/grievance-redressal',
    ]) {
      expect(isCircularHref(bad), bad).toBe(false);
    }
  });
});
