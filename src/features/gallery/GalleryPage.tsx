import { Box, Container, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../contract/routes';
import { PageBanner } from '../../components/PageBanner';
import { ListStatus } from '../../components/ListStatus';
import { useList } from '../../lib/lists';
import { galleryCategoryListAtom, selectedCategoryAtom } from './atoms';
import { GalleryGrid } from './GalleryGrid';
import { GalleryThumb } from './GalleryThumb';
import { enGallery } from '../../i18n/catalogs/enGallery';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enGallery);

/** /gallery: one card per category; choosing one stores it as the selected category (docs/contract.md §2). */
export function GalleryPage() {
  const albums = useList(galleryCategoryListAtom);
  const select = useSetAtom(selectedCategoryAtom);
  const t = useT();
  return (
    <>
      <PageBanner title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
      <Container maxW="7xl" py={{ base: 8, md: 12 }}>
        <ListStatus {...albums} empty={t('gallery.empty')}>
          {(list) => (
            <GalleryGrid label={t('gallery.albums')}>
              {list.map((category) => (
                <LinkBox
                  as="li"
                  key={category._id}
                  overflow="hidden"
                  layerStyle="card"
                  rounded="xl"
                  shadow="sm"
                  transition="box-shadow 0.2s, transform 0.2s"
                  _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
                  _focusWithin={{
                    outline: '3px solid',
                    outlineColor: 'gold.400',
                    outlineOffset: '2px',
                  }}
                >
                  <Box aspectRatio={4 / 3} bg="gray.100" overflow="hidden">
                    <GalleryThumb path={category.imagePath} />
                  </Box>
                  <Box p={5}>
                    <LinkOverlay asChild>
                      <RouterLink
                        to={paths.galleryDetails}
                        onClick={() => select(category)}
                        style={{ outline: 'none' }}
                      >
                        <Text as="span" fontSize="lg" fontWeight="semibold" color="brand.800">
                          {category.gallaryCategoryTitle}
                        </Text>
                      </RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="gray.600" mt={1}>
                      {t('gallery.viewPhotos')}
                    </Text>
                  </Box>
                </LinkBox>
              ))}
            </GalleryGrid>
          )}
        </ListStatus>
      </Container>
    </>
  );
}
