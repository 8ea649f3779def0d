import type { SiteConfig } from '../../contract/site';

/**
 * The address of the ticker-tape frame. The provider's embed page reads its whole configuration
 * from the URL fragment (a JSON object), so without it the frame shows the provider's defaults,
 * not Indian markets. Only the page's origin matters to the CSP (server/app.ts, frame-src).
 */
export function tickerSrc({ url, symbols }: SiteConfig['home']['ticker']): string {
  const config = {
    symbols,
    showSymbolLogo: false,
    colorTheme: 'light',
    isTransparent: false,
    displayMode: 'adaptive',
    locale: 'en',
  };
  return `${url}?locale=en#${encodeURIComponent(JSON.stringify(config))}`;
}
