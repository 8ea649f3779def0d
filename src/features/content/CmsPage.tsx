import { Box, Container, Grid, Heading, Text } from '../../components/staticUi';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { CONTENT_SPINNER_MS } from '../../contract/limits';
import { paths } from '../../contract/routes';
import type { ContentPage } from '../../contract/entities';
import { LoadingState } from '../../components/LoadingState';
import { BannerPage } from '../../components/BannerPage';
import { PageBanner } from '../../components/PageBanner';
import { SideNav } from '../../components/SideNav';
import { EnglishFallback } from '../../components/EnglishFallback';
import { SafeHtml } from '../../components/SafeHtml';
import { RegulatorySource } from './RegulatorySource';
import { drawingFirstPicture, pictureShownFor } from '../../lib/firstPage';
import { pagesAtom, useSite } from '../../lib/lists';
import { menuGroupOf } from '../../lib/menuGroup';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/**
 * /cms/{contentId}: a stored content page. docs/contract.md §2 shows a spinner for about 700 ms on every id
 * change, then scrolls to the top; a body the first HTML already shows is shown at once (the spinner
 * covers loading, and there is none: docs/contract.md §2, issue #47). The list is loaded once, at
 * app start (the layout reads it too).
 */
export function CmsPage() {
  const { contentId = '' } = useParams();
  // A fresh body per id restarts the spinner when a visitor follows a link to a sibling page.
  return <CmsBody key={contentId} contentId={contentId} />;
}

function CmsBody({ contentId }: { contentId: string }) {
  const { list, failed, inEnglish } = useAtomValue(pagesAtom);
  const { menus } = useSite();
  const t = useT();
  const content = list?.find((c) => c._id === contentId);
  // The server draws a page it has the body of with its body, and the app taking that picture over
  // draws the same. Without a body (an unknown id) the picture shows the spinner, which has turned
  // since it was painted: it is still drawn at first, as the picture has it, if only for a tick.
  const [atOnce] = useState(() => content !== undefined && drawingFirstPicture());
  const [spinnerLeft] = useState(() => Math.max(0, CONTENT_SPINNER_MS - pictureShownFor()));
  const [spinning, setSpinning] = useState(!atOnce);
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => {
      setSpinning(false);
      window.scrollTo({ top: 0, behavior: 'instant' });
    }, spinnerLeft);
    return () => clearTimeout(timer);
  }, [spinning, spinnerLeft]);

  // The banner's subtitle (docs/contract.md §2): the header menu group that leads here, in the
  // visitor's language; a page reached only from the footer has none.
  const group = content && menuGroupOf(menus, paths.cms(content._id))?.label;
  // docs/contract.md §2 shows a spinner while nothing matches; once the list has loaded (or failed) without a
  // match, a visitor is told so instead of waiting for ever.
  const missing = !content && (list !== null || failed);

  if (missing && !spinning) return <ContentMissing failed={failed && list === null} />;
  // While the page is on its way its subtitle's line is kept, so nothing below moves.
  return (
    <BannerPage
      title={content?.contentType ?? t('pages.loading')}
      subtitle={content ? group : '\u00a0'}
    >
      {spinning || !content ? (
        <LoadingState label={t('frame.loadingPage')} fillsScreen />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }}
          gap={{ base: 8, lg: 12 }}
        >
          <Box as="article" aria-label={content.contentType} css={{ minW: 0 }}>
            <EnglishFallback inEnglish={inEnglish(content)}>
              <SafeHtml html={content.content} />
            </EnglishFallback>
            <RegulatorySource page={content} />
          </Box>
          <SiblingPages current={content} group={group} pages={list ?? []} />
        </Grid>
      )}
    </BannerPage>
  );
}

/** The other pages of the same menu group, so a reader can move on without the header menu. */
function SiblingPages({
  current,
  group = current.group,
  pages,
}: {
  current: ContentPage;
  group?: string;
  pages: ContentPage[];
}) {
  const siblings = pages.filter((p) => p.group === current.group && p._id !== current._id);
  const t = useT();
  if (siblings.length === 0) return null;
  return (
    <SideNav
      title={t('pages.moreIn', { group })}
      items={siblings.map((p) => ({ to: paths.cms(p._id), label: p.contentType }))}
    />
  );
}

function ContentMissing({ failed }: { failed: boolean }) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('pages.notFound')} />
      <Container css={{ maxW: '3xl', py: { base: 12, md: 20 }, textAlign: 'center' }}>
        <Heading as="h2" size="xl" css={{ color: 'brand.800', mb: 3 }}>
          {t(failed ? 'pages.loadFailed' : 'pages.notFound')}
        </Heading>
        <Text css={{ color: 'gray.600', mb: 6 }}>
          {t(failed ? 'pages.offline' : 'pages.missing')}
        </Text>
        <AppLink to={paths.home} css={{ color: 'brand.600', fontWeight: 'semibold' }}>
          {t('frame.homePage')}
        </AppLink>
      </Container>
    </>
  );
}
