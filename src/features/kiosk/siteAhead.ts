// The site data fetched ahead of a kiosk's reset (docs/performance.md, the kiosk's start screen
// after a reset): kept out of the site's entry, which every visitor loads.
import { api } from '../../contract/api';
import type { SiteConfig } from '../../contract/site';
import { get } from '../../lib/api';
import { offerAnswer } from '../../lib/firstAnswers';

/**
 * Fetches the site data for the next store's first read (offerAnswer), waiting at most `withinMs`:
 * an answer later than that is dropped (the next store has asked for its own by then), and a
 * failure leaves the next store to ask, as it always may.
 */
export async function fetchSiteAhead(withinMs: number): Promise<void> {
  let late = false;
  const offered = get<{ data: SiteConfig }>(api.site).then(
    (answer) => {
      if (!late) offerAnswer(api.site, answer.data);
    },
    () => undefined,
  );
  const timedOut = new Promise<void>((resolve) => setTimeout(resolve, withinMs)).then(() => {
    late = true;
  });
  await Promise.race([offered, timedOut]);
}
