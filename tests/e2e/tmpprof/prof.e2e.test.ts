import { it } from 'vitest';
import { openPage, VIEWPORTS } from '../../support/browser';
import { app, browser, setUpE2e } from '../../support/fixture';
setUpE2e();
it('targets', async () => {
  const cdp = await browser.newBrowserCDPSession();
  for (const f of ['PaintHolding', 'HttpsUpgrades', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI']) {
    const r = await (cdp as any).send('SystemInfo.getFeatureState', { featureState: f }).catch((e: Error) => ({ err: e.message }));
    console.log('feature', f, JSON.stringify(r));
  }
  const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
  await page.goto('/complains');
  const { targetInfos } = await cdp.send('Target.getTargets');
  console.log('targets', JSON.stringify(targetInfos.map((t) => [t.type, t.url.slice(0, 50)])));
}, 120_000);
