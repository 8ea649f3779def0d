import { ExternalFrame } from '../../components/ExternalFrame';
import { Box } from '../../components/staticUi';
import type { SiteConfig } from '../../contract/site';
import { isKiosk } from '../../lib/kioskMode';
import { KioskTickerPanel } from '../../components/kiosk/KioskTickerPanel';
import { tickerSrc } from './tickerSrc';

/** The external market-ticker strip under the banners (docs/contract.md §2), loaded only when near view. */
export function MarketTicker({ ticker }: { ticker: SiteConfig['home']['ticker'] }) {
  if (isKiosk) return <KioskTickerPanel title={ticker.title} />;
  return (
    <Box css={{ bg: 'white', borderBottomWidth: '1px', borderColor: 'gray.200' }}>
      <ExternalFrame
        src={tickerSrc(ticker)}
        title={ticker.title}
        css={{ h: '46px' }}
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
    </Box>
  );
}
