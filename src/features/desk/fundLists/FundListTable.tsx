import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { FUND_LISTS, type AnyFundRow, type FundList } from '../../../contract/fundLists';
import { EmptyState } from '../shell/EmptyState';
import { FundRowsTable } from './FundRowsTable';
import { rowTitle, valuesOf } from './fundListText';
import { Pager } from '../shell/Pager';
import { DESK_PAGE_SIZE } from '../../../contract/limits';

/** A list as the site serves it: searched as one types, paged (schemes run to thousands). */
export function FundListTable({
  list,
  rows,
  busy,
  onRemove,
}: {
  list: FundList;
  rows: readonly AnyFundRow[];
  busy: boolean;
  onRemove: (row: AnyFundRow) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<string | null>(null);
  const found = useMemo(() => {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return rows;
    return rows.filter((row) => {
      const text = valuesOf(list, row).join(' ').toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }, [list, rows, q]);
  const pages = Math.max(1, Math.ceil(found.length / DESK_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const { noun, plural } = FUND_LISTS[list];
  return (
    <Stack gap={3}>
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap={3}>
        <Field.Root maxW="420px" flex="1" minW="240px">
          <Field.Label fontSize="sm">Search {plural}</Field.Label>
          <Input
            size="sm"
            type="search"
            value={q}
            placeholder="Any word of a name"
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
          />
        </Field.Root>
        <Text fontSize="sm" color="gray.600">
          {rows.length.toLocaleString('en-IN')} {rows.length === 1 ? noun : plural} on the site
        </Text>
      </HStack>
      {found.length === 0 ? (
        <EmptyState>
          {rows.length ? 'Nothing matches this search.' : 'The list is empty.'}
        </EmptyState>
      ) : (
        <>
          <FundRowsTable
            list={list}
            label={FUND_LISTS[list].label}
            rows={found.slice((shown - 1) * DESK_PAGE_SIZE, shown * DESK_PAGE_SIZE)}
            action={{
              heading: <Text srOnly>Remove</Text>,
              cell: (row) => {
                const title = rowTitle(list, row);
                // A second click removes: one stray tap does not take a row off the site.
                const sure = confirming === title;
                return (
                  <Button
                    float="right"
                    size="xs"
                    variant={sure ? 'solid' : 'ghost'}
                    colorPalette="red"
                    disabled={busy}
                    aria-label={sure ? `Confirm: remove ${title}` : `Remove ${title}`}
                    onClick={() => (sure ? onRemove(row) : setConfirming(title))}
                    onBlur={() => setConfirming(null)}
                  >
                    <LuTrash2 /> {sure ? 'Remove from the site' : 'Remove'}
                  </Button>
                );
              },
            }}
          />
          <Pager page={shown} total={found.length} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
