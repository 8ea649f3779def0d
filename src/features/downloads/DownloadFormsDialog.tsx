import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { MODAL_BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../../contract/limits';
import { ListStatus } from '../../components/ListStatus';
import { useList } from '../../lib/lists';
import { downloadFormAtom } from './atoms';
import { DownloadsTable } from './DownloadsTable';

/** The site's "Download Forms" dialog: the list of GET /api/download-form/ with download links. */
export function DownloadFormsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      // The list is fetched on first opening, not with every page that mounts the dialog.
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop
          _open={{ animationDuration: `${MODAL_BACKDROP_TRANSITION_MS}ms` }}
          _closed={{ animationDuration: `${MODAL_BACKDROP_TRANSITION_MS}ms` }}
        />
        <Dialog.Positioner px={{ base: 3, md: 6 }}>
          <Dialog.Content
            _open={{ animationDuration: `${MODAL_TRANSITION_MS}ms` }}
            _closed={{ animationDuration: `${MODAL_TRANSITION_MS}ms` }}
          >
            <Dialog.Header borderBottomWidth="1px" borderColor="gray.200">
              <Dialog.Title color="brand.800" fontSize="xl">
                Download Forms
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pt={5}>
              <FormsList />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function FormsList() {
  return (
    <ListStatus {...useList(downloadFormAtom)} empty="No forms yet.">
      {(items) => <DownloadsTable items={items} label="Download forms" />}
    </ListStatus>
  );
}
