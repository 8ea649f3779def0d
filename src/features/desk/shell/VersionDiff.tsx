// What a change does, drawn (docs/architecture.md §8 "Diff"): rich text word by word (removed
// struck through in red, added underlined in green, as text and not by colour alone), and a
// section's rows as added, removed and changed.
import { Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { ChangedField } from '../../../contract/approvals';
import { diffHtml, diffRows, diffText, type Row, type TextChange } from './versionDiff';

export function TextDiff({ changes }: { changes: readonly TextChange[] }) {
  return (
    <Box whiteSpace="pre-wrap" fontSize="sm" lineHeight="tall" data-testid="text-diff">
      {changes.map((c, n) =>
        c.kind === 'same' ? (
          <span key={n}>{c.text}</span>
        ) : c.kind === 'added' ? (
          <Box
            as="ins"
            key={n}
            bg="green.100"
            color="green.900"
            textDecoration="underline"
            px={0.5}
            mx={0.5}
            rounded="sm"
          >
            {c.text}
          </Box>
        ) : (
          <Box as="del" key={n} bg="red.100" color="red.900" px={0.5} mx={0.5} rounded="sm">
            {c.text}
          </Box>
        ),
      )}
    </Box>
  );
}

/** Each changed field: its name, then the words that changed. */
export function FieldsDiff({ fields }: { fields: readonly ChangedField[] }) {
  return (
    <Stack gap={3}>
      {fields.map((f) => (
        <Box key={f.label}>
          <Text fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase">
            {f.label}
          </Text>
          <TextDiff changes={f.html ? diffHtml(f.before, f.after) : diffText(f.before, f.after)} />
        </Box>
      ))}
    </Stack>
  );
}

const CHANGE_LABEL = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;
const CHANGE_PALETTE = { added: 'green.50', removed: 'red.50', changed: 'yellow.50' } as const;

/**
 * The rows added, removed and changed, one a line, each field by its name (`labels`); a changed
 * row's changed fields word by word.
 */
export function RowsDiff({
  before,
  after,
  labels = {},
}: {
  before: readonly Row[];
  after: readonly Row[];
  labels?: Readonly<Record<string, string>>;
}) {
  const changes = diffRows(before, after);
  if (changes.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600">
        The rows are the same.
      </Text>
    );
  }
  const name = (field: string) => labels[field] ?? field;
  const show = (row: Row) =>
    Object.entries(row)
      .filter(([, v]) => v)
      .map(([f, v]) => `${name(f)}: ${v}`)
      .join(' · ');
  return (
    <Table.Root size="sm" data-testid="rows-diff">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="7rem">Row</Table.ColumnHeader>
          <Table.ColumnHeader>What</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c, n) => (
          <Table.Row key={n} bg={CHANGE_PALETTE[c.kind]}>
            <Table.Cell fontWeight="semibold">{CHANGE_LABEL[c.kind]}</Table.Cell>
            <Table.Cell>
              {c.kind === 'changed' ? (
                <Stack gap={0.5}>
                  {c.fields.map((f) => (
                    <Flex key={f} gap={2} align="baseline">
                      <Text fontSize="sm" color="gray.700" minW="10rem">
                        {name(f)}
                      </Text>
                      <TextDiff changes={diffText(c.before[f] ?? '', c.after[f] ?? '')} />
                    </Flex>
                  ))}
                  <Text fontSize="xs" color="gray.600">
                    {show(c.after)}
                  </Text>
                </Stack>
              ) : (
                <Text fontSize="sm" textDecoration={c.kind === 'removed' ? 'line-through' : 'none'}>
                  {show(c.row)}
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** A site data section's change: its heading's fields, then its rows. */
export function SectionDiff({
  fields,
  rows,
}: {
  fields: readonly ChangedField[];
  rows: { before: readonly Row[]; after: readonly Row[]; labels: Readonly<Record<string, string>> };
}) {
  return (
    <Stack gap={3}>
      {fields.length ? <FieldsDiff fields={fields} /> : null}
      <RowsDiff {...rows} />
    </Stack>
  );
}
