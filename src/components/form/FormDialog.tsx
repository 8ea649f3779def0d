import { css } from '#styled-system/css';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { isKiosk } from '../../lib/kioskMode';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { DialogHeading, SiteDialog } from '../SiteDialog';
import { Button } from '../staticUi';
import { Dialog } from '../staticUi/dialog';

registerEnglish(enForms);

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Width from md up; on a phone a form dialog takes the whole screen (a form needs the room). */
  size?: 'lg' | 'xl';
  children: ReactNode;
}

/**
 * The shell of a site dialog holding a form: title, close button, and nothing kept once closed
 * (lazy mount, unmount on exit), so what one visitor typed is gone when the dialog is dismissed.
 */
export function FormDialog({ open, onClose, title, size = 'xl', children }: Props) {
  return (
    <SiteDialog
      open={open}
      onClose={onClose}
      forget
      // A visitor's stray tap beside the dialog must not throw away what they typed; on the
      // kiosk only the dialog's own buttons close it (docs/architecture.md §5).
      keepOnOutsideTap={isKiosk}
      size={size === 'lg' ? { base: 'full', md: 'lg' } : { base: 'full', md: 'xl' }}
      scrollInside
      closeButton="lg"
      positioner={css.raw({ px: '0' })}
      // Chakra's 'full' size sets a minimum height and square corners that the md size does not
      // undo, so they are undone here.
      content={css.raw({
        minH: { base: '100dvh', md: 'auto' },
        borderRadius: { base: '0', md: 'l3' },
      })}
    >
      <DialogHeading>{title}</DialogHeading>
      <Dialog.Body css={{ pt: '5', pb: '6' }}>{children}</Dialog.Body>
    </SiteDialog>
  );
}

/** The dialog's Cancel button, placed beside a form's submit button. */
export function FormDialogCancel() {
  const t = useT();
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline" size="xl" css={{ width: { base: 'full', sm: 'auto' } }}>
        {t('form.cancel')}
      </Button>
    </Dialog.ActionTrigger>
  );
}
