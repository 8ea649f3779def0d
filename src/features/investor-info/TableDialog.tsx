import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MODAL_BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '../../contract/limits';
import type { Table } from '../../contract/site';
import { DataTable } from '../../components/DataTable';

const contentMs = `${MODAL_TRANSITION_MS}ms`;
const backdropMs = `${MODAL_BACKDROP_TRANSITION_MS}ms`;

/**
 * A large popup holding one table of the investor page (docs/contract.md §2, §4): it closes by its close
 * button, Escape or a click on the backdrop; it animates for 300 ms and its backdrop for 150 ms.
 */
export function TableDialog(props: {
  title: string;
  table: Table;
  open: boolean;
  onClose: () => void;
  renderCell?: (cell: string, column: string) => ReactNode;
  /** A line under the table (e.g. the exchanges' note on client bank accounts). */
  note?: string;
}) {
  const { title, table, open, onClose, renderCell, note } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      motionPreset="scale"
    >
      <Portal>
        <Dialog.Backdrop
          bg="blackAlpha.600"
          _open={{ animationDuration: backdropMs }}
          _closed={{ animationDuration: backdropMs }}
        />
        <Dialog.Positioner px={{ base: 3, md: 6 }}>
          <Dialog.Content
            _open={{ animationDuration: contentMs }}
            _closed={{ animationDuration: contentMs }}
          >
            <Dialog.Header borderBottomWidth="1px" borderColor="gray.200" pe={14}>
              <Dialog.Title color="brand.800" fontSize={{ base: 'lg', md: 'xl' }}>
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pt={5}>
              <DataTable
                // The dialog title already names the table; a caption that repeats it is noise.
                table={table.caption === title ? { ...table, caption: undefined } : table}
                label={title}
                renderCell={renderCell}
              />
              {note ? (
                <Text fontSize="sm" color="gray.700">
                  {note}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
