// Hindi: the gallery (its English: enGallery.ts).
import type { CatalogPart } from './en';
import type { enGallery } from './enGallery';

export const hiGallery = {
  'gallery.title': 'गैलरी',
  'gallery.subtitle': 'हमारे कार्यक्रमों और शाखाओं की झलकियाँ',
  'gallery.empty': 'अभी कोई एल्बम नहीं है।',
  'gallery.albums': 'गैलरी के एल्बम',
  'gallery.viewPhotos': 'फ़ोटो देखें',
  'gallery.noImages': 'क्षमा करें, यहाँ कोई फ़ोटो नहीं है।',
  'gallery.back': 'गैलरी पर लौटें',
  'gallery.allAlbums': '← सभी एल्बम',
  'gallery.photos': 'फ़ोटो',
  'gallery.viewLarger': 'बड़ा करके देखें: {title}',
} as const satisfies CatalogPart<typeof enGallery>;
