import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GalleryCategory, GalleryImage } from '../../src/contract/entities';
import { mergeSite, type SiteConfig } from '../../src/contract/site';
import type { Language } from '../../src/i18n/languages';

/** A seed collection as shipped in data/seed, so tests assert the content a visitor really sees. */
export function readSeed<T>(name: string): T {
  return JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../data/seed', name), 'utf8'),
  ) as T;
}

/** The site data as shipped, in English: what most pages are checked against. */
export const seedSite: SiteConfig = readSeed<SiteConfig>('site.json');

/** The site data as a visitor of `language` reads it: the seed's overlay laid over the English. */
export function seedSiteIn(language: Language): SiteConfig {
  const english = readSeed<SiteConfig>('site.json');
  return language === 'en' ? english : mergeSite(english, readSeed(`site.${language}.json`));
}

/**
 * The gallery as shipped: its albums, an album's images, and the first album with images and the
 * first without (the seed holds both).
 */
export function seedGallery() {
  const albums = readSeed<GalleryCategory[]>('gallery-categories.json');
  const images = readSeed<GalleryImage[]>('gallery.json');
  const imagesOf = (album: GalleryCategory) =>
    images.filter((i) => i.gallaryCategoryId === album._id);
  return {
    albums,
    imagesOf,
    withImages: albums.find((c) => imagesOf(c).length > 0)!,
    empty: albums.find((c) => imagesOf(c).length === 0)!,
  };
}
