import { Link, Table, Tag } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { QUEUES } from '../../../contract/desk';
import type { OutboxMessageView } from '../../../contract/deskOutbox';
import type { OutboxState } from '../../../contract/notifications';
import { DeskTable, type DeskColumn } from '../shell/DeskTable';
import { formatDateTime } from '../shell/format';
import { channelLabel, kindLabel } from './messageText';

const STATE_PALETTE: Record<OutboxState, string> = {
  pending: 'blue',
  sent: 'green',
  failed: 'red',
  unconfigured: 'orange',
};

const STATE_LABEL: Record<OutboxState, string> = {
  pending: 'pending',
  sent: 'sent',
  failed: 'failed',
  unconfigured: 'not configured',
};

export function MessageState({ state }: { state: OutboxState }) {
  return (
    <Tag.Root
      size="sm"
      colorPalette={STATE_PALETTE[state]}
      variant="outline"
      flexShrink={0}
      minW="max-content"
    >
      {/* Never clipped: "not…" would not say which state. */}
      <Tag.Label whiteSpace="nowrap" overflow="visible" lineClamp="unset">
        {STATE_LABEL[state]}
      </Tag.Label>
    </Tag.Root>
  );
}

/**
 * Messages as the desk lists them (docs/contract.md §15), under a record and in the admin's
 * outbox: `emailHref` opens a message's .eml file where one was written (for those who may), `action` is a row's
 * button (the re-send), `showQueue` names the queue of each message's record.
 */
export function MessagesTable({
  label,
  messages,
  emailHref,
  action,
  showQueue = false,
}: {
  label: string;
  messages: OutboxMessageView[];
  /** Unset for whoever may not open the files (the auditor: they hold whole addresses). */
  emailHref?: (message: OutboxMessageView) => string;
  action?: (message: OutboxMessageView) => ReactNode;
  showQueue?: boolean;
}) {
  const columns: DeskColumn[] = [
    'Message',
    'Channel',
    'To',
    'State',
    { label: 'Attempts', textAlign: 'end' },
    'Last error',
    'Queued (IST)',
    'Sent (IST)',
    ...(showQueue ? ['Record'] : []),
    ...(action ? [{ label: 'Action' }] : []),
  ];
  return (
    <DeskTable label={label} columns={columns}>
      {messages.map((m) => (
        <Table.Row key={m.id}>
          <Table.Cell fontWeight="medium">
            {m.emailFile && emailHref ? (
              <Link href={emailHref(m)} target="_blank" rel="noopener" color="brand.700">
                {kindLabel(m.kind)}
              </Link>
            ) : (
              kindLabel(m.kind)
            )}
          </Table.Cell>
          <Table.Cell>{channelLabel(m.channel)}</Table.Cell>
          <Table.Cell fontFamily="mono" fontSize="xs" overflowWrap="anywhere" maxW="14rem">
            {m.to}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <MessageState state={m.state} />
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
            {m.attempts}
          </Table.Cell>
          <Table.Cell
            // Room for an error's words; a column of dashes takes no more than its heading.
            minW={m.lastError ? '8rem' : undefined}
            maxW="320px"
            whiteSpace="normal"
            color="gray.700"
          >
            {m.lastError ?? '—'}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(m.queuedAt)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{m.sentAt ? formatDateTime(m.sentAt) : '—'}</Table.Cell>
          {showQueue ? <Table.Cell>{m.queue ? QUEUES[m.queue].title : '—'}</Table.Cell> : null}
          {action ? <Table.Cell>{action(m)}</Table.Cell> : null}
        </Table.Row>
      ))}
    </DeskTable>
  );
}
