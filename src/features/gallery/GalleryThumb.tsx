import { Image, type ImageProps } from '@chakra-ui/react';
import { api } from '../../contract/api';

/** A gallery image filling its card's frame; decorative, since the card names it. */
export function GalleryThumb({ path, ...image }: { path: string } & ImageProps) {
  return (
    <Image
      src={api.galleryImage(path)}
      alt=""
      w="full"
      h="full"
      objectFit="cover"
      loading="lazy"
      {...image}
    />
  );
}
