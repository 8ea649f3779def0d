// The gallery pages and their image viewer in English (docs/architecture.md §9).
import { msg } from '../../contract/messages';

export const enGallery = {
  'gallery.title': 'Gallery',
  'gallery.subtitle': 'Moments from our events and branches',
  'gallery.empty': 'No albums yet.',
  'gallery.albums': 'Gallery albums',
  'gallery.viewPhotos': 'View photos',
  'gallery.noImages': msg.noGalleryImages,
  'gallery.back': 'Back to the gallery',
  'gallery.allAlbums': '← All albums',
  'gallery.photos': 'Photos',
  'gallery.viewLarger': 'View larger: {title}',
} as const;
