import { CloseButton, Dialog, Image, Portal, Text } from '@chakra-ui/react';
import { api } from '../../contract/api';
import type { GalleryImage } from '../../contract/entities';

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
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size="xl"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.700" />
        <Dialog.Positioner p={4}>
          <Dialog.Content overflow="hidden">
            {image ? (
              <>
                <Image
                  src={api.galleryImage(image.imagePath)}
                  alt={image.imageTitle}
                  w="full"
                  maxH="70vh"
                  objectFit="contain"
                  bg="gray.900"
                />
                <Dialog.Header pb={1}>
                  <Dialog.Title color="brand.800">{image.imageTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {image.description ? <Text color="gray.600">{image.description}</Text> : null}
                </Dialog.Body>
              </>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" bg="white" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
