// The gallery's album card and photo (docs/contract.md §2), shared by /gallery, /gallery-details
// and the content desk's preview, which draws an item with the very components visitors see.
import type { SystemStyleObject } from '#styled-system/types';
import { styled } from '#styled-system/jsx';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api, imageSources } from '../contract/api';
import type { GalleryCategory, GalleryImage } from '../contract/entities';
import { liftOnHover } from './cardLift';
import { Box, cssList, Image, LinkBox, LinkOverlay, SimpleGrid, Text } from './staticUi';

/** An album's or a photo's card: the theme's card, rounded, lightly raised. */
const galleryCard = {
  overflow: 'hidden',
  layerStyle: 'card',
  rounded: 'xl',
  shadow: 'sm',
} satisfies SystemStyleObject;

/** An album rises under the pointer (liftOnHover) and is ringed in gold while its link has the focus. */
const albumCard = {
  ...galleryCard,
  _focusWithin: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
} satisfies SystemStyleObject;

/** The 4 × 3 frame a cover or a photo fills, grey until the picture comes. */
const pictureFrame = {
  aspectRatio: 4 / 3,
  bg: 'gray.100',
  overflow: 'hidden',
} satisfies SystemStyleObject;

/** The gallery's grid of cards (albums or photos): a list of one, two or three columns. */
export function GalleryGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      columns={{ base: 1, sm: 2, lg: 3 }}
      css={{ gap: 6, listStyleType: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}

/** A gallery image filling its card's frame; decorative, since the card names it. */
function GalleryThumb({ path, css, ...image }: { path: string } & ComponentProps<typeof Image>) {
  return (
    <Image
      {...imageSources(
        path,
        api.galleryImage,
        '(min-width: 62em) 400px, (min-width: 30em) 50vw, 100vw',
      )}
      alt=""
      css={[{ w: 'full', h: 'full', objectFit: 'cover' }, ...cssList(css)]}
      loading="lazy"
      {...image}
    />
  );
}

/** One album (a list item): its cover and title; the whole card follows `to`. */
export function AlbumCard({
  album,
  to,
  onOpen,
  hint,
}: {
  album: GalleryCategory;
  to: string;
  onOpen?: () => void;
  /** The line under the title ("View photos"). */
  hint: string;
}) {
  return (
    <LinkBox as="li" css={[albumCard, liftOnHover.lg]}>
      <Box css={pictureFrame}>
        <GalleryThumb path={album.imagePath} />
      </Box>
      <Box css={{ p: 5 }}>
        <LinkOverlay asChild>
          <RouterLink to={to} onClick={onOpen} style={{ outline: 'none' }}>
            <Text as="span" css={{ color: 'brand.800', fontSize: 'lg', fontWeight: 'semibold' }}>
              {album.gallaryCategoryTitle}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Text css={{ color: 'gray.600', fontSize: 'sm', mt: 1 }}>{hint}</Text>
      </Box>
    </LinkBox>
  );
}

/** One photo: the picture, a button that enlarges it (`zoomLabel`), and its caption. */
export function PhotoFigure({
  photo,
  zoomLabel,
  onZoom,
}: {
  photo: GalleryImage;
  zoomLabel: string;
  onZoom: () => void;
}) {
  return (
    <Box as="figure" css={[galleryCard, { h: 'full' }]}>
      <styled.button
        type="button"
        css={[
          pictureFrame,
          {
            display: 'block',
            w: 'full',
            cursor: 'zoom-in',
            _hover: { '& img': { transform: 'scale(1.03)' } },
          },
        ]}
        aria-label={zoomLabel}
        onClick={onZoom}
      >
        <GalleryThumb path={photo.imagePath} css={{ transition: 'transform 0.3s' }} />
      </styled.button>
      <Box as="figcaption" css={{ p: 5 }}>
        <Text css={{ color: 'brand.800', fontWeight: 'semibold' }}>{photo.imageTitle}</Text>
        {photo.description ? (
          <Text css={{ color: 'gray.600', fontSize: 'sm', mt: 1 }}>{photo.description}</Text>
        ) : null}
      </Box>
    </Box>
  );
}
