import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MODAL_BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../../contract/limits';
import { overDialogs } from '../../lib/dialogs';

const contentMs = `${MODAL_TRANSITION_MS}ms`;
const backdropMs = `${MODAL_BACKDROP_TRANSITION_MS}ms`;

/**
 * The shell of the kiosk's own dialogs (the idle overlay, a link's QR code), which keep Chakra's
 * runtime (docs/architecture.md §10): centred and animated as the site's SiteDialog, with no
 * close button of its own, its parts styled by the dialog that uses it.
 */
export function KioskDialog({
  open,
  onClose,
  children,
  size,
  role,
  closeOnInteractOutside,
  backdrop,
  positioner,
  content,
}: {
  open: boolean;
  /** Called however the visitor closes it: Escape, a tap outside, the dialog's own buttons. */
  onClose: () => void;
  children: ReactNode;
  size?: Dialog.RootProps['size'];
  role?: Dialog.RootProps['role'];
  closeOnInteractOutside?: boolean;
  backdrop?: Dialog.BackdropProps;
  positioner?: Dialog.PositionerProps;
  content?: Dialog.ContentProps;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      motionPreset="scale"
      {...(size ? { size } : {})}
      {...(role ? { role } : {})}
      {...(closeOnInteractOutside === undefined ? {} : { closeOnInteractOutside })}
      lazyMount={false}
      unmountOnExit={false}
      persistentElements={overDialogs()}
    >
      <Portal>
        <Dialog.Backdrop
          _open={{ animationDuration: backdropMs }}
          _closed={{ animationDuration: backdropMs }}
          {...backdrop}
        />
        <Dialog.Positioner px={{ base: 3, md: 6 }} {...positioner}>
          <Dialog.Content
            _open={{ animationDuration: contentMs }}
            _closed={{ animationDuration: contentMs }}
            {...content}
          >
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
