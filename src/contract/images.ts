// The widths the content desk stores an uploaded photo at (docs/contract.md §13), and the `srcset`
// that lets a phone fetch the smallest one its screen needs. Seed pictures are SVG and have none.

/** Raster uploads are re-encoded to WebP at most this wide (the widest picture: a banner). */
export const IMAGE_MAX_WIDTH_PX = 1920;
/** Each raster upload `up-<hex>.webp` (at most the last width) has `up-<hex>-<w>.webp` beside it. */
export const IMAGE_WIDTHS_PX = [480, 960, IMAGE_MAX_WIDTH_PX] as const;

const UPLOADED_PHOTO = /^(up-[0-9a-f]{24})\.webp$/;

/** The stored name of `name` at `width` (the largest width is the name itself). */
export function imageAtWidth(name: string, width: number): string {
  const base = UPLOADED_PHOTO.exec(name)?.[1];
  if (!base || width === IMAGE_MAX_WIDTH_PX) return name;
  return `${base}-${width}.webp`;
}

/** `srcset` for an uploaded photo served by `url`; undefined for any other picture. */
export function imageSrcSet(name: string, url: (name: string) => string): string | undefined {
  if (!UPLOADED_PHOTO.test(name)) return undefined;
  return IMAGE_WIDTHS_PX.map((w) => `${url(imageAtWidth(name, w))} ${w}w`).join(', ');
}
