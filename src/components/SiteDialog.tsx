import type { DialogVariantProps } from '#styled-system/recipes';
import type { SystemStyleObject } from '#styled-system/types';
import type { ReactNode } from 'react';
import { MODAL_BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../contract/limits';
import { overDialogs } from '../lib/dialogs';
import { enPages } from '../i18n/catalogs/enPages';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';
import { CloseButton } from './staticUi';
import { Dialog } from './staticUi/dialog';
import { Portal } from './staticUi/portal';

registerEnglish(enPages);

const contentMs = `${MODAL_TRANSITION_MS}ms`;
const backdropMs = `${MODAL_BACKDROP_TRANSITION_MS}ms`;

export interface SiteDialogProps {
  open: boolean;
  /** Called however the visitor closes it: the close button, Escape, a click outside. */
  onClose: () => void;
  children: ReactNode;
  size?: DialogVariantProps['size'];
  /** 'alertdialog' for what the visitor must read (an acknowledgement, a warning). */
  role?: 'dialog' | 'alertdialog';
  /** Nothing kept once closed (lazy mount, unmount on exit): what one visitor typed is gone. */
  forget?: boolean;
  /** Mounted at first opening only, e.g. a list fetched on demand. */
  lazy?: boolean;
  /** Closed only by its own buttons (and Escape), not by a tap outside it. */
  keepOnOutsideTap?: boolean;
  /** A long body scrolls inside the dialog, its header staying in view. */
  scrollInside?: boolean;
  /**
   * Where focus goes once it has closed, where the element focused before it opened is gone (a
   * dialog opened as another closed, whose button had focus): default, that element.
   */
  finalFocus?: () => HTMLElement | null;
  /** The corner close button's size; false for none (the dialog has its own buttons). */
  closeButton?: 'sm' | 'md' | 'lg' | false;
  /**
   * Called at any tap or key on the dialog or around it, before the dialog's own handling (the
   * kiosk's idle overlay: whatever the visitor does there keeps the session).
   */
  onActivity?: () => void;
  /**
   * The stacking layer of its backdrop and dialog (a CSS z-index) where the modal one is not enough:
   * the kiosk's idle overlay sits over the kiosk's bar (src/features/kiosk/layers.ts). A value
   * of another module, which Panda cannot read, so set as an inline style.
   */
  layer?: string;
  // Styles over the parts' own, written with Panda's css.raw where the dialog is, so Panda sees them.
  backdrop?: SystemStyleObject;
  positioner?: SystemStyleObject;
  content?: SystemStyleObject;
}

/**
 * The shell of every dialog of the site (docs/architecture.md §2): centred, animated for
 * MODAL_TRANSITION_MS with its backdrop for MODAL_BACKDROP_TRANSITION_MS, closed by its close
 * button, Escape or a click outside (where allowed), never by focus moving out. What goes inside
 * is the dialog's own; a plain one starts with DialogHeading. The kiosk's dialogs (the idle
 * overlay, a link's QR code) are SiteDialogs too: one dialog shell on either side of the styling
 * line (docs/architecture.md §4). (The home page's timed popup is the platform's <dialog>
 * instead, so that a first visit carries none of this code.)
 */
export function SiteDialog({
  open,
  onClose,
  children,
  size,
  role,
  forget = false,
  lazy = forget,
  keepOnOutsideTap = false,
  scrollInside = false,
  closeButton = 'md',
  finalFocus,
  onActivity,
  layer,
  backdrop,
  positioner,
  content,
}: SiteDialogProps) {
  const t = useT();
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
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      closeOnInteractOutside={!keepOnOutsideTap}
      // Only a pointer outside closes it: focus leaving is no dismissal (a dialog closing as
      // this one opens hands focus back to its opener, which would close this at once).
      onFocusOutside={(event) => event.preventDefault()}
      lazyMount={lazy}
      unmountOnExit={forget}
      persistentElements={overDialogs()}
      {...(finalFocus ? { finalFocusEl: finalFocus } : {})}
    >
      <Portal>
        <Dialog.Backdrop
          style={{ animationDuration: backdropMs, ...(layer ? { zIndex: layer } : {}) }}
          css={backdrop}
        />
        <Dialog.Positioner
          css={[{ px: { base: '3', md: '6' } }, positioner ?? {}]}
          {...(layer ? { style: { zIndex: layer } } : {})}
          {...(onActivity ? { onClick: onActivity, onKeyDown: onActivity } : {})}
        >
          <Dialog.Content style={{ animationDuration: contentMs }} css={content}>
            {children}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton
                  size={closeButton}
                  css={{ bg: 'white' }}
                  aria-label={t('pages.close')}
                />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The plain dialog's title bar: navy title over a hairline rule, room kept for the close button. */
export function DialogHeading({ children }: { children: ReactNode }) {
  return (
    <Dialog.Header css={{ borderBottomWidth: '1px', borderColor: 'gray.200', pe: '14' }}>
      <Dialog.Title css={{ color: 'brand.800', fontSize: { base: 'lg', md: 'xl' } }}>
        {children}
      </Dialog.Title>
    </Dialog.Header>
  );
}
