import { HStack, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { deskApi } from '../../../contract/desk';
import { OUTBOX_FILTERS, type OutboxConfig, type OutboxQuery } from '../../../contract/deskOutbox';
import { canSeeOutbox } from '../shell/access';
import { fetchOutbox, fetchOutboxConfig } from '../shell/api';
import { FilterForm, FilterSelect, type FilterProps } from '../shell/FilterForm';
import { formatDateTime } from '../shell/format';
import { LoadState } from '../shell/LoadState';
import { MessagesTable } from './MessagesTable';
import { channelLabel, kindLabel } from './messageText';
import { pageFor } from '../shell/pageFor';
import { PagedList } from '../shell/PagedList';
import { isFiltered, toSearch } from '../shell/queueQuery';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useLoad } from '../shell/useLoad';

/** How the messages leave: the mail mode and server, the SMS provider. */
function ConfigState({ config }: { config: OutboxConfig }) {
  const { mail, sms } = config;
  const line = (name: string, ok: boolean, state: string, detail: string) => (
    <HStack gap={3} align="baseline" wrap="wrap">
      <Text fontWeight="semibold" minW="6rem">
        {name}
      </Text>
      <Tag.Root size="sm" colorPalette={ok ? 'green' : 'red'} variant="outline">
        <Tag.Label>{state}</Tag.Label>
      </Tag.Root>
      <Text fontSize="sm" color="gray.700">
        {detail}
      </Text>
    </HStack>
  );
  return (
    <Stack
      layerStyle="card"
      p={4}
      gap={2}
      mb={5}
      as="section"
      aria-label="How messages leave"
      data-testid="outbox-config"
    >
      {line(
        'E-mail',
        mail.ok,
        mail.mode === 'smtp'
          ? mail.ok
            ? 'mail server reachable'
            : 'mail server not reachable'
          : 'written as files',
        mail.detail,
      )}
      {line(
        'SMS',
        sms.ok,
        sms.configured
          ? sms.ok
            ? 'provider answers'
            : 'provider not answering'
          : 'not configured',
        sms.detail,
      )}
      <Text fontSize="xs" color="gray.500">
        Checked {formatDateTime(config.checkedAt)} IST
      </Text>
    </Stack>
  );
}

/** The outbox's filter's choices, each among its values in OUTBOX_FILTERS. */
const FILTER_SELECTS = [
  { name: 'state', label: 'State', w: '180px', all: 'All states' },
  { name: 'kind', label: 'Message', w: '240px', all: 'All messages', optionLabel: kindLabel },
  { name: 'channel', label: 'Channel', w: '160px', all: 'All channels', optionLabel: channelLabel },
] as const;

/** State, kind and channel, applied together with the button. */
function OutboxFilter({ query, onChange }: FilterProps<OutboxQuery>) {
  return (
    <FilterForm
      label="Filter the outbox"
      query={query}
      parts={['state', 'kind', 'channel']}
      onChange={onChange}
    >
      {FILTER_SELECTS.map((select) => (
        <FilterSelect
          key={select.name}
          {...select}
          options={OUTBOX_FILTERS[select.name]}
          value={query[select.name]}
        />
      ))}
    </FilterForm>
  );
}

function Outbox() {
  const [query, setQuery] = useState<OutboxQuery>({});
  const [page, retry] = useLoad(() => fetchOutbox(query), toSearch(query));
  const [config, recheck] = useLoad(fetchOutboxConfig, 'outbox-config');
  return (
    <>
      <ScreenHeading title="Outbox">
        Every message the firm sends, newest first: acknowledgements, updates and staff alerts, by
        e-mail and SMS. A failed one is sent again from its record&apos;s screen.
      </ScreenHeading>
      <LoadState load={config} retry={recheck}>
        {({ data }) => <ConfigState config={data} />}
      </LoadState>
      <OutboxFilter query={query} onChange={setQuery} />
      <LoadState load={page} retry={retry}>
        {({ data, total }) => (
          <PagedList
            rows={data.length}
            empty={
              isFiltered(query)
                ? 'No messages match this filter.'
                : 'No message has been queued yet.'
            }
            page={query.page ?? 1}
            total={total}
            onPage={(p) => setQuery({ ...query, page: p })}
          >
            <MessagesTable
              label="Outbox messages"
              messages={data}
              emailHref={(m) => deskApi.outboxEmail(m.id)}
              showQueue
            />
          </PagedList>
        )}
      </LoadState>
    </>
  );
}

/** The admin's outbox (docs/contract.md §15). */
export const OutboxPage = pageFor('Outbox', canSeeOutbox, Outbox);
