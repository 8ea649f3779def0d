import { Table as ChakraTable, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Table } from '../contract/site';
import { enPages } from '../i18n/catalogs/enPages';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';

registerEnglish(enPages);

/** The table's title, above it, in the brand's navy, lined up with the cells' text. */
const caption = {
  captionSide: 'top',
  textAlign: 'left',
  fontWeight: 'semibold',
  color: 'brand.800',
  pb: 2,
  px: 3,
  pt: 3,
} satisfies SystemStyleObject;

/** A data table from the site data: header row, striped body, scrolls sideways on a phone. */
export function DataTable({
  table,
  label,
  renderCell,
}: {
  table: Table;
  label?: string;
  /** Renders a cell as more than text (e.g. an e-mail as a mailto link); default: the text. */
  renderCell?: (cell: string, column: string) => ReactNode;
}) {
  const t = useT();
  return (
    // Focusable so that keyboard users can scroll a wide table sideways (axe: scrollable-region).
    <ChakraTable.ScrollArea
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      mb={6}
      // Chakra's scroll area keeps every cell on one line; sentences must wrap on a phone.
      whiteSpace="normal"
      tabIndex={0}
      role="group"
      aria-label={label ?? table.caption ?? t('pages.table')}
    >
      <ChakraTable.Root size="sm" striped aria-label={label ?? table.caption}>
        {table.caption ? (
          <ChakraTable.Caption {...caption}>{table.caption}</ChakraTable.Caption>
        ) : null}
        <ChakraTable.Header>
          <ChakraTable.Row bg="brand.50">
            {table.columns.map((c) => (
              <ChakraTable.ColumnHeader key={c} scope="col" color="brand.800" fontWeight="semibold">
                {c}
              </ChakraTable.ColumnHeader>
            ))}
          </ChakraTable.Row>
        </ChakraTable.Header>
        <ChakraTable.Body>
          {table.rows.map((row, i) => (
            <ChakraTable.Row key={i}>
              {row.map((cell, j) => (
                <ChakraTable.Cell key={j} verticalAlign="top">
                  {renderCell ? renderCell(cell, table.columns[j] ?? '') : cell}
                </ChakraTable.Cell>
              ))}
            </ChakraTable.Row>
          ))}
        </ChakraTable.Body>
      </ChakraTable.Root>
    </ChakraTable.ScrollArea>
  );
}
