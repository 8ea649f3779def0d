import { Glyph } from '../../components/siteIcons/Glyph';
import { FullPageMessage } from '../../components/FullPageMessage';
import { useT } from '../../i18n/useT';
import { Button } from '../../components/staticUi';
import { PageLive } from '../Live';

/**
 * The whole-page answer when the firm's data cannot be loaded. Retry reloads the page: the failed
 * answer is cached in the site atom, and a fresh start is what a visitor expects from "try again".
 */
export function ServiceUnavailable() {
  const t = useT();
  return (
    <>
      <PageLive />
      <FullPageMessage
        alert
        title={t('frame.unavailable')}
        text={t('frame.unavailableText')}
        icon={<Glyph name="server-crash" />}
        action={
          <Button
            css={{ colorPalette: 'brand' }}
            size="lg"
            onClick={() => window.location.reload()}
          >
            <Glyph name="refresh" aria-hidden="true" />
            {t('frame.retry')}
          </Button>
        }
      />
    </>
  );
}
