import { Badge, Heading, Link, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { QUEUES } from '../../../contract/desk';
import { usePageTitle } from '../../../lib/usePageTitle';
import { fetchMentions, markMentionsSeen } from './api';
import { mentionsSeenAtom } from './mentionsSeen';
import { DeskTable } from './DeskTable';
import { EmptyState } from './EmptyState';
import { formatDateTime } from './format';
import { LoadState } from './LoadState';
import { deskPaths } from './paths';
import { useLoad } from './useLoad';

/**
 * The notes that mention the signed-in staff member (docs/contract.md §11, Mentions), newest
 * first, each a link to its record; opening the list marks them seen.
 */
export function MentionsPage() {
  usePageTitle('Mentions');
  const [mentions, reload] = useLoad(fetchMentions, 'mentions');
  const unread = mentions.state === 'ready' ? mentions.data.unread : 0;
  const markedSeen = useSetAtom(mentionsSeenAtom);
  useEffect(() => {
    if (unread > 0) void markMentionsSeen().then(() => markedSeen((n) => n + 1));
  }, [unread, markedSeen]);
  return (
    <>
      <Heading as="h1" size="2xl" color="brand.800" mb={2}>
        Mentions
      </Heading>
      <Text color="gray.700" mb={5}>
        Staff-only notes in which a colleague wrote @ and your username.
      </Text>
      <LoadState load={mentions} retry={reload}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>Nobody has mentioned you in a note yet.</EmptyState>
          ) : (
            <DeskTable label="Mentions" columns={['When (IST)', 'Record', 'By', 'Note', '']}>
              {data.map((m) => (
                <Table.Row key={`${m.queue}/${m.key}/${m.note}`}>
                  <Table.Cell>{formatDateTime(m.at)}</Table.Cell>
                  <Table.Cell>
                    <Link asChild color="brand.700" fontFamily="mono">
                      <RouterLink to={deskPaths.record(m.queue, m.key)}>{m.key}</RouterLink>
                    </Link>{' '}
                    <Text as="span" color="gray.600">
                      ({QUEUES[m.queue].title})
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{m.by}</Table.Cell>
                  <Table.Cell>Note {m.note}</Table.Cell>
                  <Table.Cell>
                    {m.unread ? <Badge colorPalette="orange">New</Badge> : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </DeskTable>
          )
        }
      </LoadState>
    </>
  );
}
