import { Button, Heading, HStack, Link, Stack, Table, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { privacyApi, type BreachNoticeView, type BreachView } from '../../../contract/privacyDesk';
import { actionLink } from '../shell/actionLink';
import { DeskTable } from '../shell/DeskTable';
import { answerProblems } from '../shell/fieldErrors';
import { formatDateTime } from '../shell/format';
import { markNoticeSent } from './privacyCalls';

function Clock({ n }: { n: BreachNoticeView }) {
  if (n.sentAt) {
    return (
      <Tag.Root size="sm" variant="subtle" colorPalette="green">
        <Tag.Label>
          Sent {formatDateTime(n.sentAt)} by {n.sentBy}
        </Tag.Label>
      </Tag.Root>
    );
  }
  const late = (n.hoursLeft ?? 0) <= 0;
  return (
    <Tag.Root size="sm" variant="solid" colorPalette={late ? 'red' : 'orange'}>
      <Tag.Label>
        {late ? `${Math.abs(n.hoursLeft ?? 0)} hours late` : `${n.hoursLeft} hours left`}
      </Tag.Label>
    </Tag.Root>
  );
}

/** One breach: what, when found, its notices with their clocks, and the contacts' CSV. */
export function BreachCard({
  breach,
  onDone,
}: {
  breach: BreachView;
  onDone: (text: string, failed?: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const sent = async (n: BreachNoticeView) => {
    setBusy(true);
    try {
      await markNoticeSent(breach.id, n.notice);
      onDone(`${n.label}: marked as sent.`);
    } catch (err) {
      onDone(answerProblems(err).message, true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      layerStyle="card"
      p={5}
      gap={3}
      aria-label={`Breach found ${formatDateTime(breach.foundAt)}`}
      role="region"
    >
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" color="brand.800">
          Found {formatDateTime(breach.foundAt)}
        </Heading>
        <Link href={privacyApi.breachContacts(breach.id)} download {...actionLink}>
          Export affected contacts (CSV)
        </Link>
      </HStack>
      <Text>{breach.what}</Text>
      <Text fontSize="sm" color="gray.600">
        {breach.affectedRecords} records affected · recorded by {breach.recordedBy}
      </Text>
      <DeskTable label="Notices to send" columns={['Notice', 'Due (IST)', 'Clock', 'Done']}>
        {breach.notices.map((n) => (
          <Table.Row key={n.notice}>
            <Table.Cell fontWeight="semibold">{n.label}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(n.dueAt)}</Table.Cell>
            <Table.Cell>
              <Clock n={n} />
            </Table.Cell>
            <Table.Cell>
              {n.sentAt ? null : (
                <Button size="xs" variant="outline" loading={busy} onClick={() => void sent(n)}>
                  Mark sent
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </DeskTable>
    </Stack>
  );
}
