import { css } from '#styled-system/css';
import { api } from '../../contract/api';
import type { GalleryImage } from '../../contract/entities';
import { SiteDialog } from '../../components/SiteDialog';
import { Image, Text } from '../../components/staticUi';
import { Dialog } from '../../components/staticUi/dialog';

/** A larger view of one gallery image; closes by its button, Escape or a click outside. */
export function ImageViewer({
  image,
  open,
  onClose,
}: {
  image: GalleryImage | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <SiteDialog
      open={open}
      onClose={onClose}
      size="xl"
      closeButton="sm"
      backdrop={css.raw({ bg: 'blackAlpha.700' })}
      // Chakra's p after the shell's px won on a phone only: its wider inline padding from md up stayed.
      positioner={css.raw({ py: '4', px: { base: '4', md: '6' } })}
      content={css.raw({ overflow: 'hidden' })}
    >
      {image ? (
        <>
          <Image
            src={api.galleryImage(image.imagePath)}
            alt={image.imageTitle}
            css={{ w: 'full', maxH: '70vh', objectFit: 'contain', bg: 'gray.900' }}
          />
          <Dialog.Header css={{ pb: '1' }}>
            <Dialog.Title css={{ color: 'brand.800' }}>{image.imageTitle}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            {image.description ? (
              <Text css={{ color: 'gray.600' }}>{image.description}</Text>
            ) : null}
          </Dialog.Body>
        </>
      ) : null}
    </SiteDialog>
  );
}
