// The content desk's preview: the item drawn by the very components the public pages use.
import { useMemo } from 'react';
import { Box, Container, Grid, Heading, SimpleGrid } from '@chakra-ui/react';
import { BannerCarousel } from '../../../components/BannerCarousel';
import { DownloadsTable } from '../../../components/DownloadsTable';
import { AlbumCard, GalleryGrid, PhotoFigure } from '../../../components/GalleryCards';
import { NewsArticle } from '../../../components/NewsArticle';
import { NewsCard } from '../../../components/NewsCard';
import { PageBanner } from '../../../components/PageBanner';
import { SafeHtml } from '../../../components/SafeHtml';
import type { ContentItems, ContentKind } from '../../../contract/contentDesk';
import { itemHtmlField } from '../../../contract/htmlFields';
import { sanitizeStoredHtml } from '../../../lib/storedHtml';
import { PreviewFrame } from '../shell/PreviewFrame';

export function ContentPreview<K extends ContentKind>({
  kind,
  item,
}: {
  kind: K;
  item: ContentItems[K];
}) {
  // The editor's unsaved HTML, sanitized again only when it changes.
  const field = itemHtmlField(kind);
  const html = field ? String((item as unknown as Record<string, unknown>)[field] ?? '') : '';
  const safeHtml = useMemo(() => sanitizeStoredHtml(html), [html]);
  if (kind === 'news') {
    const news = item as ContentItems['news'];
    return (
      <>
        <PreviewFrame title="Home page card">
          <Box bg="gray.50" p={6}>
            <SimpleGrid columns={3} gap={6} maxW="5xl">
              <NewsCard item={news} onSelect={() => undefined} />
            </SimpleGrid>
          </Box>
        </PreviewFrame>
        <PreviewFrame title="News page">
          <Container maxW="5xl" py={8}>
            <NewsArticle article={{ ...news, news: safeHtml }} />
          </Container>
        </PreviewFrame>
      </>
    );
  }
  if (kind === 'banners') {
    return (
      <PreviewFrame title="Home page carousel">
        <BannerCarousel banners={[item as ContentItems['banners']]} />
      </PreviewFrame>
    );
  }
  if (kind === 'gallery-categories') {
    return (
      <PreviewFrame title="Gallery page">
        <Box p={6} bg="gray.50">
          <GalleryGrid label="Albums">
            <AlbumCard
              album={item as ContentItems['gallery-categories']}
              to="#"
              hint="View photos"
            />
          </GalleryGrid>
        </Box>
      </PreviewFrame>
    );
  }
  if (kind === 'gallery') {
    const photo = item as ContentItems['gallery'];
    return (
      <PreviewFrame title="Album page">
        <Box p={6} bg="gray.50">
          <GalleryGrid label="Photos">
            <li>
              <PhotoFigure
                photo={photo}
                zoomLabel={`View ${photo.imageTitle} larger`}
                onZoom={() => undefined}
              />
            </li>
          </GalleryGrid>
        </Box>
      </PreviewFrame>
    );
  }
  if (kind === 'downloads' || kind === 'download-forms') {
    const where = kind === 'downloads' ? 'Downloads page' : 'Download forms dialog';
    return (
      <PreviewFrame title={where}>
        <Box p={6}>
          <DownloadsTable items={[item as ContentItems['downloads']]} label={where} />
        </Box>
      </PreviewFrame>
    );
  }
  const page = item as ContentItems['pages'];
  return (
    <PreviewFrame title={`Page /cms/${page._id || '…'}`}>
      <PageBanner title={page.contentType} subtitle={page.group} />
      <Container maxW="7xl" py={8}>
        <Grid templateColumns="minmax(0, 1fr) 300px" gap={12}>
          <Box as="article" minW={0}>
            <SafeHtml html={safeHtml} />
          </Box>
          <Box>
            <Heading as="h2" size="sm" color="gray.400">
              Other pages of “{page.group}”
            </Heading>
          </Box>
        </Grid>
      </Container>
    </PreviewFrame>
  );
}
