import { Box, Text } from '../../components/staticUi';
import { useAtomValue } from 'jotai';
import { lazy, useState } from 'react';
import type { GalleryImage } from '../../contract/entities';
import { paths } from '../../contract/routes';
import { PhotoFigure, GalleryGrid } from '../../components/GalleryCards';
import { BannerPage } from '../../components/BannerPage';
import { OnceOpened } from '../../components/OnceOpened';
import { useList } from '../../lib/lists';
import { galleryAtom, selectedCategoryAtom } from './atoms';
import { enGallery } from '../../i18n/catalogs/enGallery';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { AppLink } from '../../components/AppLink';

registerEnglish(enGallery);

// The viewer loads when a visitor first opens a photo (OnceOpened).
const ImageViewer = lazy(async () => ({ default: (await import('./ImageViewer')).ImageViewer }));

/** /gallery-details: the images of the category chosen on /gallery (docs/contract.md §2). */
export function GalleryDetailsPage() {
  const category = useAtomValue(selectedCategoryAtom);
  const { list, failed } = useList(galleryAtom);
  const [viewing, setViewing] = useState<GalleryImage | null>(null);
  // Kept apart from `viewing` so the image stays in the dialog while it animates closed.
  const [viewerOpen, setViewerOpen] = useState(false);
  const t = useT();
  // A direct visit has no selected category: nothing to show but the way back to the albums.
  const images = category && list ? list.filter((i) => i.gallaryCategoryId === category._id) : [];
  const loading = category !== null && list === null && !failed;

  return (
    <>
      <BannerPage
        title={category?.gallaryCategoryTitle ?? t('gallery.title')}
        subtitle={t('gallery.title')}
      >
        {loading ? (
          <Text role="status" css={{ color: 'gray.600', textAlign: 'center', py: 16 }}>
            {t('frame.listLoading')}
          </Text>
        ) : images.length === 0 ? (
          <Box css={{ textAlign: 'center', py: 16 }}>
            <Text role="status" css={{ color: 'gray.700', fontSize: 'lg', mb: 4 }}>
              {t(failed ? 'frame.listFailed' : 'gallery.noImages')}
            </Text>
            <AppLink to={paths.gallery} css={{ color: 'brand.600', fontWeight: 'semibold' }}>
              {t('gallery.back')}
            </AppLink>
          </Box>
        ) : (
          <>
            <AppLink
              to={paths.gallery}
              css={{ color: 'brand.600', fontWeight: 'medium', mb: 6, display: 'inline-block' }}
            >
              {t('gallery.allAlbums')}
            </AppLink>
            <GalleryGrid label={t('gallery.photos')}>
              {images.map((image) => (
                <Box as="li" key={image._id}>
                  <PhotoFigure
                    photo={image}
                    zoomLabel={t('gallery.viewLarger', { title: image.imageTitle })}
                    onZoom={() => {
                      setViewing(image);
                      setViewerOpen(true);
                    }}
                  />
                </Box>
              ))}
            </GalleryGrid>
          </>
        )}
      </BannerPage>
      <OnceOpened open={viewerOpen} what="The image viewer">
        <ImageViewer image={viewing} open={viewerOpen} onClose={() => setViewerOpen(false)} />
      </OnceOpened>
    </>
  );
}
