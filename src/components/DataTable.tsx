import type { SystemStyleObject } from '#styled-system/types';
import type { ReactNode } from 'react';
import type { Table as TableData } from '../contract/site';
import { enPages } from '../i18n/catalogs/enPages';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';
import { Table } from './staticUi';

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
  table: TableData;
  label?: string;
  /** Renders a cell as more than text (e.g. an e-mail as a mailto link); default: the text. */
  renderCell?: (cell: string, column: string) => ReactNode;
}) {
  const t = useT();
  return (
    // Focusable so that keyboard users can scroll a wide table sideways (axe: scrollable-region).
    <Table.ScrollArea
      css={{
        borderWidth: '1px',
        borderColor: 'gray.200',
        rounded: 'md',
        mb: 6,
        whiteSpace: 'normal',
      }}
      tabIndex={0}
      role="group"
      aria-label={label ?? table.caption ?? t('pages.table')}
    >
      <Table.Root size="sm" striped aria-label={label ?? table.caption}>
        {table.caption ? <Table.Caption css={caption}>{table.caption}</Table.Caption> : null}
        <Table.Header>
          <Table.Row css={{ bg: 'brand.50' }}>
            {table.columns.map((c) => (
              <Table.ColumnHeader
                key={c}
                scope="col"
                css={{ color: 'brand.800', fontWeight: 'semibold' }}
              >
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row, i) => (
            <Table.Row key={i}>
              {row.map((cell, j) => (
                <Table.Cell key={j} css={{ verticalAlign: 'top' }}>
                  {renderCell ? renderCell(cell, table.columns[j] ?? '') : cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
