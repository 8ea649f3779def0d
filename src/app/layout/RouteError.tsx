import { useEffect } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../contract/routes';
import { FullPageMessage } from '../../components/FullPageMessage';
import { useT } from '../../i18n/useT';
import { Button } from '../../components/staticUi';
import { PageLive } from '../Live';

/**
 * The error page (RouteErrorBoundary's): a plain apology and the way home. The error goes to the
 * console for support staff; visitors never see a stack trace.
 */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  useEffect(() => {
    console.error('Page error', error);
  }, [error]);

  return (
    <>
      <PageLive />
      <FullPageMessage
        title={t('frame.errorTitle')}
        text={t('frame.errorText')}
        action={
          <Button asChild css={{ colorPalette: 'brand' }} size="lg">
            <RouterLink to={paths.home} reloadDocument>
              <Glyph name="house" aria-hidden="true" />
              {t('frame.homePage')}
            </RouterLink>
          </Button>
        }
      />
    </>
  );
}
