import { useAtom } from 'jotai';
import { lazy, type ComponentType } from 'react';
import { OnceOpened } from '../../components/OnceOpened';
import type { DialogName } from '../../contract/site';
import { openDialogAtom } from '../../lib/dialogs';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

// Each dialog is its own chunk: a first visit to the site does not pay for forms it never opens.
const dialogs: Record<DialogName, ComponentType<DialogProps>> = {
  quickContact: lazy(async () => ({
    default: (await import('../../features/contact/QuickContactDialog')).QuickContactDialog,
  })),
  freeze: lazy(async () => ({
    default: (await import('../../features/freeze/FreezeDialog')).FreezeDialog,
  })),
  downloadForms: lazy(async () => ({
    default: (await import('../../features/downloads/DownloadFormsDialog')).DownloadFormsDialog,
  })),
};

/**
 * Renders the site dialog named by `openDialogAtom` (set by SmartLink actions anywhere), each
 * loaded at its first opening and kept mounted after (OnceOpened).
 */
export function DialogHost() {
  const [openDialog, setOpenDialog] = useAtom(openDialogAtom);
  const close = () => setOpenDialog(null);

  return (
    <>
      {Object.entries(dialogs).map(([name, Dialog]) => (
        <OnceOpened key={name} open={openDialog === name} what={`The ${name} dialog`}>
          <Dialog open={openDialog === name} onClose={close} />
        </OnceOpened>
      ))}
    </>
  );
}
