import { describe, expect, it } from 'vitest';
import { tickerSrc } from './tickerSrc';

const ticker = {
  url: 'https://www.tradingview-widget.com/embed-widget/ticker-tape/',
  title: 'Live market ticker',
  symbols: [
    { proName: 'NSE:NIFTY', title: 'NIFTY 50' },
    { proName: 'BSE:SENSEX', title: 'SENSEX' },
  ],
};

describe('the market-ticker frame address', () => {
  it('carries the symbols in the fragment the embed page reads', () => {
    const src = new URL(tickerSrc(ticker));
    expect(`${src.origin}${src.pathname}`).toBe(ticker.url);
    expect(src.searchParams.get('locale')).toBe('en');
    const config = JSON.parse(decodeURIComponent(src.hash.slice(1))) as Record<string, unknown>;
    expect(config.symbols).toEqual(ticker.symbols);
    expect(config.locale).toBe('en');
  });
});
