import { Box, Flex } from '../../components/staticUi';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { kioskTaskScreenAtom } from '../../lib/kioskTaskScreen';
import { contentListAtom, useKeptLoaded, useSite } from '../../lib/lists';
import { ChatButton } from './ChatButton';
import { DialogHost } from './DialogHost';
import { Footer } from './Footer';
import { FullPageLoading } from './FullPageLoading';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import { ServiceUnavailable } from './ServiceUnavailable';
import { SiteErrorBoundary } from './SiteErrorBoundary';
import { SkipLink } from './SkipLink';
import { useScrollRestoration } from './useScrollRestoration';
import { useT } from '../../i18n/useT';
import { PageLive } from '../Live';

/**
 * The root element of every route: waits for the firm's data (GET /api/site) with a full-page
 * spinner, or says the service is unavailable; then the skip link, header, the page in <main>,
 * footer, chat button and the site dialogs (a kiosk's task screen has no header or footer: its
 * own bar leads on, docs/contract.md §2). Each new page starts at the top, Back returns to where
 * the visitor was (useScrollRestoration).
 */
export function Layout() {
  useScrollRestoration();
  return (
    <>
      <NavigationProgress />
      <SiteErrorBoundary fallback={<ServiceUnavailable />}>
        <Suspense fallback={<FullPageLoading />}>
          <Shell />
        </Suspense>
      </SiteErrorBoundary>
    </>
  );
}

function Shell() {
  const site = useSite();
  const t = useT();
  const taskOnly = useAtomValue(kioskTaskScreenAtom);
  // docs/contract.md §7: the content list is loaded at app start (/cms pages read it).
  useKeptLoaded(contentListAtom);

  return (
    <Flex direction="column" css={{ minH: '100dvh' }}>
      <SkipLink />
      {taskOnly ? null : <Header site={site} />}
      <Box as="main" id="main" tabIndex={-1} css={{ flex: '1', outlineStyle: 'none' }}>
        <Suspense fallback={<LoadingState label={t('frame.loadingPage')} fillsScreen />}>
          <Outlet />
          <PageLive />
        </Suspense>
      </Box>
      {taskOnly ? null : <Footer site={site} />}
      <ChatButton chat={site.chat} />
      <DialogHost />
    </Flex>
  );
}
