import { useSetAtom } from 'jotai';
import { AlbumCard, GalleryGrid } from '../../components/GalleryCards';
import { paths } from '../../contract/routes';
import { BannerPage } from '../../components/BannerPage';
import { ListStatus } from '../../components/ListStatus';
import { useList } from '../../lib/lists';
import { galleryCategoryListAtom, selectedCategoryAtom } from './atoms';
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
    <BannerPage title={t('gallery.title')} subtitle={t('gallery.subtitle')}>
      <ListStatus {...albums} empty={t('gallery.empty')}>
        {(list) => (
          <GalleryGrid label={t('gallery.albums')}>
            {list.map((category) => (
              <AlbumCard
                key={category._id}
                album={category}
                to={paths.galleryDetails}
                onOpen={() => select(category)}
                hint={t('gallery.viewPhotos')}
              />
            ))}
          </GalleryGrid>
        )}
      </ListStatus>
    </BannerPage>
  );
}
