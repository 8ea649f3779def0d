import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AnyFundRow, FundList } from '../../../contract/fundLists';
import { COLUMN_LABEL, columnsOf, valuesOf } from './fundListText';

/** An extra column: its heading (a hidden one for a button column) and cells. */
interface Extra {
  heading: ReactNode;
  cell: (row: AnyFundRow, n: number) => ReactNode;
}

/**
 * The one table of a fund list's rows: the list itself, and the preview's added and removed rows.
 * `lead` is a first column (a line number, a sign), `action` a last one (a remove button).
 */
export function FundRowsTable({
  list,
  rows,
  label,
  bg,
  lead,
  action,
}: {
  list: FundList;
  rows: readonly AnyFundRow[];
  label: string;
  bg?: string;
  lead?: Extra;
  action?: Extra;
}) {
  return (
    <Table.ScrollArea layerStyle="card">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="gray.100">
            {lead ? (
              <Table.ColumnHeader scope="col" w="1%">
                {lead.heading}
              </Table.ColumnHeader>
            ) : null}
            {columnsOf(list).map((c) => (
              <Table.ColumnHeader key={c} scope="col">
                {COLUMN_LABEL[c]}
              </Table.ColumnHeader>
            ))}
            {action ? (
              <Table.ColumnHeader scope="col" w="1%">
                {action.heading}
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, n) => (
            <Table.Row key={`${n}:${valuesOf(list, row).join('\u0000')}`} bg={bg}>
              {lead ? <Table.Cell whiteSpace="nowrap">{lead.cell(row, n)}</Table.Cell> : null}
              {valuesOf(list, row).map((value, i) => (
                <Table.Cell
                  key={i}
                  whiteSpace="normal"
                  minW={i === 0 ? '14rem' : '8rem'}
                  fontWeight={i === 0 ? 'medium' : undefined}
                  color={i === 0 ? 'gray.900' : 'gray.700'}
                >
                  {value || (
                    <Text as="span" color="gray.400">
                      (empty)
                    </Text>
                  )}
                </Table.Cell>
              ))}
              {action ? <Table.Cell>{action.cell(row, n)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
