// A desk item's versions, newest first, each with who and when, and Restore for the earlier ones
// (docs/contract.md §13, §13b, §13c): every editor screen with versions shows this one panel.
import { Box, Button, Flex, Stack, Tag, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuRotateCcw } from 'react-icons/lu';
import { liveVersionOf, type ContentVersionView } from '../../../contract/contentDesk';
import { formatDateTime } from './format';

/** What the panel shows of a version; one without a state (a fund list's) is published. */
type PanelVersion = Omit<ContentVersionView, 'state'> & Partial<Pick<ContentVersionView, 'state'>>;

/** A version's state in words; `awaiting` waits for an approver (docs/contract.md §13d). */
const STATE_TAG = {
  published: { label: 'Published', palette: 'green' },
  draft: { label: 'Draft', palette: 'gray' },
  awaiting: { label: 'Awaiting approval', palette: 'purple' },
} as const;

export function VersionsPanel<V extends PanelVersion>({
  versions,
  busy,
  onRestore,
  empty,
  detail,
  changes,
}: {
  versions: readonly V[];
  busy: boolean;
  onRestore: (number: number) => void;
  /** Said while there is no version yet. */
  empty: string;
  /** A line of the version's own (what changed), above who and when. */
  detail?: (version: V) => ReactNode;
  /** The newest version's changes against the live one (VersionDiff), while it is not live. */
  changes?: ReactNode;
}) {
  const stated = versions.map((v) => ({ ...v, state: v.state ?? 'published' }));
  const live = liveVersionOf(stated);
  // A restore replaces what visitors see: the version's Restore asks first (issue 38).
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <Stack as="section" aria-label="Versions" layerStyle="card" p={4} gap={2} alignSelf="start">
      <Text fontWeight="semibold" color="brand.800">
        Versions
      </Text>
      {changes ? (
        <Box as="details" borderWidth="1px" borderColor="gray.200" rounded="md" p={2}>
          <Box as="summary" fontSize="sm" fontWeight="medium" cursor="pointer">
            Changes against the live version
          </Box>
          <Box mt={2}>{changes}</Box>
        </Box>
      ) : null}
      {versions.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          {empty}
        </Text>
      ) : (
        <Box
          as="ol"
          listStyleType="none"
          divideY="1px"
          divideColor="gray.100"
          maxH="28rem"
          overflowY="auto"
        >
          {stated.map((v, n) => (
            <Flex as="li" key={v.number} py={2.5} gap={3} justify="space-between" align="start">
              <Box>
                <Flex gap={1.5} align="center" wrap="wrap">
                  <Text fontSize="sm" fontWeight="medium">
                    Version {v.number}
                  </Text>
                  <Tag.Root
                    size="sm"
                    variant={v.state === 'published' ? 'subtle' : 'outline'}
                    colorPalette={STATE_TAG[v.state].palette}
                  >
                    <Tag.Label>{STATE_TAG[v.state].label}</Tag.Label>
                  </Tag.Root>
                  {v.number === live ? (
                    <Tag.Root size="sm" variant="solid" colorPalette="brand">
                      <Tag.Label>Live</Tag.Label>
                    </Tag.Root>
                  ) : null}
                </Flex>
                {detail ? (
                  <Text fontSize="sm" mt={0.5}>
                    {detail(versions[n]!)}
                  </Text>
                ) : null}
                {v.sentBack ? (
                  <Text fontSize="sm" mt={0.5} color="orange.800">
                    Sent back: {v.sentBack}
                  </Text>
                ) : null}
                <Text fontSize="xs" color="gray.600" mt={0.5}>
                  {v.by === 'seed' ? 'as first set up' : v.by} · {formatDateTime(v.at)}
                  {v.restoredFrom ? ` · restored from ${v.restoredFrom}` : ''}
                </Text>
              </Box>
              {n > 0 && asking !== v.number ? (
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setAsking(v.number)}
                  aria-label={`Restore version ${v.number}`}
                >
                  <LuRotateCcw /> Restore
                </Button>
              ) : null}
              {asking === v.number ? (
                <RestoreQuestion
                  number={v.number}
                  busy={busy}
                  onAnswer={(restore) => {
                    setAsking(null);
                    if (restore) onRestore(v.number);
                  }}
                />
              ) : null}
            </Flex>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/**
 * "Restore version n?" in place of the version's Restore button: Restore publishes it again, Cancel
 * keeps the current version. Focus lands on Cancel, the answer that changes nothing.
 */
function RestoreQuestion({
  number,
  busy,
  onAnswer,
}: {
  number: number;
  busy: boolean;
  onAnswer: (restore: boolean) => void;
}) {
  return (
    <Stack role="group" aria-label={`Restore version ${number}?`} gap={1.5} align="end">
      <Text fontSize="xs" color="gray.700" textAlign="end">
        Restore version {number}? Visitors see it at once.
      </Text>
      <Flex gap={1.5}>
        <Button size="xs" variant="outline" autoFocus onClick={() => onAnswer(false)}>
          Cancel
        </Button>
        <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => onAnswer(true)}>
          Restore
        </Button>
      </Flex>
    </Stack>
  );
}
