import { useAtom } from 'jotai';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { QuietBoundary } from '../../components/QuietBoundary';
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
 * Renders the site dialog named by `openDialogAtom` (set by SmartLink actions anywhere). A dialog
 * stays mounted after its first opening so that its closing transition can play.
 */
export function DialogHost() {
  const [openDialog, setOpenDialog] = useAtom(openDialogAtom);
  const [mounted, setMounted] = useState<ReadonlySet<DialogName>>(new Set());
  if (openDialog && !mounted.has(openDialog)) {
    setMounted(new Set(mounted).add(openDialog));
  }
  const close = () => setOpenDialog(null);

  return (
    <>
      {[...mounted].map((name) => {
        const Dialog = dialogs[name];
        return (
          <QuietBoundary key={name} what={`The ${name} dialog`}>
            <Suspense fallback={null}>
              <Dialog open={openDialog === name} onClose={close} />
            </Suspense>
          </QuietBoundary>
        );
      })}
    </>
  );
}
