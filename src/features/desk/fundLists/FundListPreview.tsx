import { Alert, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck } from 'react-icons/lu';
import {
  FUND_LISTS,
  type FundList,
  type FundListPreview as Preview,
} from '../../../contract/fundLists';
import { FundRowsTable } from './FundRowsTable';

/** Rows of each kind drawn at most; the counts above them are always whole. */
const SHOWN = 200;

function Count({ label, value, palette }: { label: string; value: number; palette: string }) {
  return (
    <Box
      borderWidth="1px"
      borderColor={`${palette}.200`}
      bg={`${palette}.50`}
      borderRadius="md"
      px={4}
      py={3}
    >
      <Text fontSize="2xl" fontWeight="bold" color={`${palette}.700`} lineHeight="short">
        {value.toLocaleString('en-IN')}
      </Text>
      <Text fontSize="sm" color={`${palette}.800`}>
        {label}
      </Text>
    </Box>
  );
}

function Part({ title, total, children }: { title: string; total: number; children: ReactNode }) {
  if (total === 0) return null;
  return (
    <Stack as="section" aria-label={title} gap={2}>
      <Text fontWeight="semibold" color="brand.800">
        {title}
      </Text>
      {children}
      {total > SHOWN ? (
        <Text fontSize="sm" color="gray.600">
          and {(total - SHOWN).toLocaleString('en-IN')} more
        </Text>
      ) : null}
    </Stack>
  );
}

const sign = (mark: string, color: string) => ({
  heading: '',
  cell: () => (
    <Text as="span" fontWeight="bold" color={color} aria-hidden>
      {mark}
    </Text>
  ),
});

/** What applying a file would change (the server's preview); nothing is stored until Apply. */
export function FundListPreview({
  list,
  fileName,
  preview,
  busy,
  onApply,
  onCancel,
}: {
  list: FundList;
  fileName: string;
  preview: Preview;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { counts } = preview;
  const changes = counts.added + counts.removed;
  return (
    <Stack as="section" aria-label="Preview of the import" layerStyle="card" p={5} gap={5}>
      <HStack justify="space-between" align="start" wrap="wrap" gap={3}>
        <Box flex="1" minW="16rem">
          <Text fontSize="lg" fontWeight="bold" color="brand.800">
            Preview of {fileName}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {changes === 0
              ? 'The file’s good rows match the list: applying it changes nothing.'
              : `Nothing is changed until you apply it. Then the site’s ${FUND_LISTS[list].plural} are the file’s ${counts.rows.toLocaleString('en-IN')} good ${counts.rows === 1 ? 'row' : 'rows'}.`}
          </Text>
        </Box>
        <HStack>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="brand" onClick={onApply} loading={busy} disabled={changes === 0}>
            <LuCheck /> Apply
          </Button>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
        <Count label="Added" value={counts.added} palette="green" />
        <Count label="Removed" value={counts.removed} palette="red" />
        <Count label="Unchanged" value={counts.unchanged} palette="gray" />
        <Count label="Bad rows, left out" value={counts.bad} palette="orange" />
      </SimpleGrid>
      {preview.orphanedSchemes > 0 ? (
        <Alert.Root status="warning" variant="surface" py={2.5}>
          <Alert.Indicator />
          <Alert.Description>
            {preview.orphanedSchemes.toLocaleString('en-IN')}{' '}
            {preview.orphanedSchemes === 1 ? 'scheme names' : 'schemes name'}{' '}
            {list === 'amcs' ? 'an AMC' : 'a category'} this file removes. They stay in the schemes
            list, but visitors can no longer pick them.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <Part title="Bad rows (left out)" total={counts.bad}>
        <FundRowsTable
          list={list}
          label="Bad rows"
          rows={preview.bad.slice(0, SHOWN).map((b) => b.row)}
          bg="orange.50"
          lead={{ heading: 'Line', cell: (_, n) => preview.bad[n]!.line }}
          action={{
            heading: 'Why',
            cell: (_, n) => (
              <Text color="orange.800" fontSize="sm" minW="14rem">
                {preview.bad[n]!.reason}
              </Text>
            ),
          }}
        />
      </Part>
      {(
        [
          ['Added', preview.added, counts.added, '+', 'green'],
          ['Removed', preview.removed, counts.removed, '−', 'red'],
        ] as const
      ).map(([title, rows, total, mark, color]) => (
        <Part key={title} title={title} total={total}>
          <FundRowsTable
            list={list}
            label={title}
            rows={rows.slice(0, SHOWN)}
            bg={`${color}.50`}
            lead={sign(mark, `${color}.700`)}
          />
        </Part>
      ))}
    </Stack>
  );
}
