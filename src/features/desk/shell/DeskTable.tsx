import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column's heading, or the heading with its own style (e.g. right-aligned numbers). */
export type DeskColumn = string | ({ label: string } & Table.ColumnHeaderProps);

/**
 * The frame of every desk table: a card that scrolls sideways, small rows and one header row of
 * column headings, named for screen readers by `label`; the rows are the children.
 */
export function DeskTable({
  label,
  columns,
  children,
  ...root
}: {
  label: string;
  columns: DeskColumn[];
  children: ReactNode;
} & Omit<Table.RootProps, 'children'>) {
  return (
    // Focusable, so that a keyboard user scrolls a table wider than the screen sideways (WCAG
    // 2.1.1; axe: scrollable-region-focusable, found on the admin's Sessions screen, issue 45).
    <Table.ScrollArea layerStyle="card" tabIndex={0} role="group" aria-label={label}>
      <Table.Root size="sm" aria-label={label} {...root}>
        <Table.Header>
          <Table.Row bg="gray.100">
            {columns.map((column) => {
              const { label: heading, ...style } =
                typeof column === 'string' ? { label: column } : column;
              return (
                <Table.ColumnHeader key={heading} scope="col" {...style}>
                  {heading}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
