import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuRotateCcw } from 'react-icons/lu';
import type { FundListChange, FundListVersionView } from '../../contract/fundLists';
import { formatDateTime } from './format';

const CHANGE: Record<FundListChange, string> = {
  seed: 'As first set up',
  import: 'Imported from CSV',
  add: 'Row added',
  remove: 'Row removed',
  restore: 'Restored',
};

/** A list's versions, newest first (the one the site serves); any earlier one can be served again. */
export function FundListVersions({
  versions,
  busy,
  onRestore,
}: {
  versions: FundListVersionView[];
  busy: boolean;
  onRestore: (number: number) => void;
}) {
  return (
    <Stack as="section" aria-label="Versions" layerStyle="card" p={4} gap={2}>
      <Text fontWeight="semibold" color="brand.800">
        Versions
      </Text>
      {versions.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          Not changed on the desk yet: the first change keeps today’s list as version 1.
        </Text>
      ) : (
        <Stack as="ol" gap={0} listStyleType="none" maxH="22rem" overflowY="auto">
          {versions.map((v, n) => (
            <Box
              as="li"
              key={v.number}
              py={2}
              borderTopWidth={n ? '1px' : 0}
              borderColor="gray.100"
            >
              <HStack justify="space-between" align="start">
                <Box>
                  <Text fontSize="sm" fontWeight="medium">
                    Version {v.number} · {CHANGE[v.change]}
                    {v.restoredFrom ? ` from ${v.restoredFrom}` : ''}
                  </Text>
                  <Text fontSize="xs" color="gray.600">
                    {v.rows.toLocaleString('en-IN')} rows
                    {v.change === 'seed' ? '' : ` · +${v.added} −${v.removed}`} · {v.by} ·{' '}
                    {formatDateTime(v.at)}
                  </Text>
                </Box>
                {n > 0 ? (
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy}
                    onClick={() => onRestore(v.number)}
                    aria-label={`Restore version ${v.number}`}
                  >
                    <LuRotateCcw /> Restore
                  </Button>
                ) : (
                  <Text fontSize="xs" color="green.700" fontWeight="semibold" whiteSpace="nowrap">
                    On the site
                  </Text>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
