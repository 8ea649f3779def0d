// Advertisements' frozen copies (docs/contract.md §13h): every publish of an item marked as an
// advertisement, with its approval reference, when and by whom, and exactly what visitors got.
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { contentDeskApi, type AdvertSnapshot } from '../../../contract/contentDesk';
import { get } from '../../../lib/api';
import { canApprove, canEditContent } from '../shell/access';
import { DeskTable } from '../shell/DeskTable';
import { EmptyState } from '../shell/EmptyState';
import { formatDateTime } from '../shell/format';
import { LoadState } from '../shell/LoadState';
import { RolePage } from '../shell/RolePage';
import { useLoad } from '../shell/useLoad';
import { ScreenHeading } from '../shell/ScreenHeading';

const fetchAdverts = () => get<{ data: AdvertSnapshot[] }>(contentDeskApi.adverts);

function Snapshots() {
  const [load, retry] = useLoad(fetchAdverts, 'advertisements');
  return (
    <Stack gap={5}>
      <Box>
        <ScreenHeading title="Advertisements published" mb={0}>
          Each publish of an item marked as an advertisement, frozen as visitors got it. Nothing
          here can be changed.
        </ScreenHeading>
      </Box>
      <LoadState load={load} retry={retry}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>No advertisement has been published yet.</EmptyState>
          ) : (
            <DeskTable
              label="Advertisements published"
              columns={['Published', 'Item', 'Approval reference', 'Version', 'By', 'Copy']}
            >
              {data.map((s) => (
                <Table.Row key={`${s.target}#${s.version}`}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(s.at)}</Table.Cell>
                  <Table.Cell>
                    {s.title}
                    <Text fontSize="xs" color="gray.600">
                      {s.kindLabel} · {s.target}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{s.reference}</Table.Cell>
                  <Table.Cell>{s.version}</Table.Cell>
                  <Table.Cell>{s.by}</Table.Cell>
                  <Table.Cell>
                    <details>
                      <summary>Show</summary>
                      <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" maxW="32rem">
                        {JSON.stringify(s.item, null, 2)}
                      </Box>
                    </details>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DeskTable>
          )
        }
      </LoadState>
    </Stack>
  );
}

/** The content roles' and approvers' list of advertisements' frozen copies (§13h). */
export function AdvertSnapshotsPage() {
  return (
    <RolePage
      title="Advertisements published"
      allow={(roles) => canEditContent(roles) || canApprove(roles)}
    >
      <Snapshots />
    </RolePage>
  );
}
