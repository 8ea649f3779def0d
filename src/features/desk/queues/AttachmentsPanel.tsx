import { Box, Heading, Link, Table, Text } from '@chakra-ui/react';
import { deskApi, type QueueName, type QueueRecord } from '../../../contract/desk';
import { formatDateTime } from '../shell/format';

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The files the investor attached after their one-time code (docs/contract.md §7b): read live with
 * the record (an attachment announces it on the desk stream). Only the queue's own role downloads
 * them; the others read the list, the names masked.
 */
export function AttachmentsPanel({
  queue,
  record,
  canDownload,
}: {
  queue: QueueName;
  record: QueueRecord;
  canDownload: boolean;
}) {
  return (
    <Box layerStyle="card" p={5} as="section" aria-labelledby="attachments-heading">
      <Heading as="h2" size="md" color="brand.800" mb={3} id="attachments-heading">
        Investor’s attachments
      </Heading>
      {record.attachments.length === 0 ? (
        <Text color="gray.600">The investor has attached no files.</Text>
      ) : (
        <Table.Root size="sm" data-testid="investor-attachments">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>File</Table.ColumnHeader>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Size</Table.ColumnHeader>
              <Table.ColumnHeader>Attached (IST)</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {record.attachments.map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell wordBreak="break-word">
                  {canDownload ? (
                    <Link
                      href={deskApi.attachment(queue, record.key, a.id)}
                      download={a.name}
                      color="brand.700"
                      textDecoration="underline"
                    >
                      {a.name}
                    </Link>
                  ) : (
                    a.name
                  )}
                </Table.Cell>
                <Table.Cell>{TYPE_NAMES[a.type] ?? a.type}</Table.Cell>
                <Table.Cell textAlign="end">{size(a.size)}</Table.Cell>
                <Table.Cell>{formatDateTime(a.at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
