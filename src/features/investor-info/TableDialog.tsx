import type { ReactNode } from 'react';
import type { Table } from '../../contract/site';
import { DataTable } from '../../components/DataTable';
import { DialogHeading, SiteDialog } from '../../components/SiteDialog';
import { Text } from '../../components/staticUi';
import { Dialog } from '../../components/staticUi/dialog';

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
  /** What follows the table and note (the bank accounts' link to the validated accounts). */
  more?: ReactNode;
}) {
  const { title, table, open, onClose, renderCell, note, more } = props;
  return (
    <SiteDialog open={open} onClose={onClose} size="xl" scrollInside>
      <DialogHeading>{title}</DialogHeading>
      <Dialog.Body css={{ pt: '5' }}>
        <DataTable
          // The dialog title already names the table; a caption that repeats it is noise.
          table={table.caption === title ? { ...table, caption: undefined } : table}
          label={title}
          renderCell={renderCell}
        />
        {note ? <Text css={{ color: 'gray.700', fontSize: 'sm' }}>{note}</Text> : null}
        {more}
      </Dialog.Body>
    </SiteDialog>
  );
}
