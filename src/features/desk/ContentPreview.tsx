// The content desk's preview: the item drawn by the very components the public pages use.
import { Box, Container, Grid, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BannerCarousel } from '../../components/BannerCarousel';
import { DownloadsTable } from '../../components/DownloadsTable';
import { AlbumCard, GalleryGrid, PhotoFigure } from '../../components/GalleryCards';
import { NewsArticle } from '../../components/NewsArticle';
import { NewsCard } from '../../components/NewsCard';
import { PageBanner } from '../../components/PageBanner';
import { SafeHtml } from '../../components/SafeHtml';
import type { ContentItems, ContentKind } from '../../contract/contentDesk';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={`Preview: ${title}`} mb={6}>
      <Text fontSize="xs" fontWeight="semibold" color="gray.500" textTransform="uppercase" mb={2}>
        {title}
      </Text>
      <Box
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        overflow="hidden"
        bg="white"
        boxShadow="sm"
        // Clicks inside the preview must not leave the desk.
        onClickCapture={(e) => e.preventDefault()}
      >
        {children}
      </Box>
    </Box>
  );
}

export function ContentPreview<K extends ContentKind>({
  kind,
  item,
}: {
  kind: K;
  item: ContentItems[K];
}) {
  if (kind === 'news') {
    const news = item as ContentItems['news'];
    return (
      <>
        <Frame title="Home page card">
          <Box bg="gray.50" p={6}>
            <SimpleGrid columns={3} gap={6} maxW="5xl">
              <NewsCard item={news} onSelect={() => undefined} />
            </SimpleGrid>
          </Box>
        </Frame>
        <Frame title="News page">
          <Container maxW="5xl" py={8}>
            <NewsArticle article={news} />
          </Container>
        </Frame>
      </>
    );
  }
  if (kind === 'banners') {
    return (
      <Frame title="Home page carousel">
        <BannerCarousel banners={[item as ContentItems['banners']]} />
      </Frame>
    );
  }
  if (kind === 'gallery-categories') {
    return (
      <Frame title="Gallery page">
        <Box p={6} bg="gray.50">
          <GalleryGrid label="Albums">
            <AlbumCard
              album={item as ContentItems['gallery-categories']}
              to="#"
              hint="View photos"
            />
          </GalleryGrid>
        </Box>
      </Frame>
    );
  }
  if (kind === 'gallery') {
    const photo = item as ContentItems['gallery'];
    return (
      <Frame title="Album page">
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
      </Frame>
    );
  }
  if (kind === 'downloads' || kind === 'download-forms') {
    const where = kind === 'downloads' ? 'Downloads page' : 'Download forms dialog';
    return (
      <Frame title={where}>
        <Box p={6}>
          <DownloadsTable items={[item as ContentItems['downloads']]} label={where} />
        </Box>
      </Frame>
    );
  }
  const page = item as ContentItems['pages'];
  return (
    <Frame title={`Page /cms/${page._id || '…'}`}>
      <PageBanner title={page.contentType} subtitle={page.group} />
      <Container maxW="7xl" py={8}>
        <Grid templateColumns="minmax(0, 1fr) 300px" gap={12}>
          <Box as="article" minW={0}>
            <SafeHtml html={page.content} />
          </Box>
          <Box>
            <Heading as="h2" size="sm" color="gray.400">
              Other pages of “{page.group}”
            </Heading>
          </Box>
        </Grid>
      </Container>
    </Frame>
  );
}
