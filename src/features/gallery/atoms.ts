import { atom } from 'jotai';
import { api } from '../../contract/api';
import type { GalleryCategory, GalleryImage } from '../../contract/entities';
import { listAtom } from '../../lib/lists';

export const galleryCategoryListAtom = listAtom<GalleryCategory>(api.galleryCategories);
export const galleryAtom = listAtom<GalleryImage>(api.gallery);
/** The album chosen on /gallery that /gallery-details shows (docs/contract.md §3). */
export const selectedCategoryAtom = atom<GalleryCategory | null>(null);
