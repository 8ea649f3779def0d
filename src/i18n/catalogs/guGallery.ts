// Gujarati: the gallery (its English: enGallery.ts).
import type { CatalogPart } from './en';
import type { enGallery } from './enGallery';

export const guGallery = {
  'gallery.title': 'ગૅલેરી',
  'gallery.subtitle': 'અમારા કાર્યક્રમો અને શાખાઓની ઝલક',
  'gallery.empty': 'હજી કોઈ આલ્બમ નથી.',
  'gallery.albums': 'ગૅલેરીનાં આલ્બમ',
  'gallery.viewPhotos': 'ફોટા જુઓ',
  'gallery.noImages': 'માફ કરશો, અહીં કોઈ ફોટા નથી.',
  'gallery.back': 'ગૅલેરીમાં પાછા જાઓ',
  'gallery.allAlbums': '← બધાં આલ્બમ',
  'gallery.photos': 'ફોટા',
  'gallery.viewLarger': 'મોટો કરીને જુઓ: {title}',
} as const satisfies CatalogPart<typeof enGallery>;
