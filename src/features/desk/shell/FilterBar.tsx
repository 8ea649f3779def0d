import { Box, Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { OptionSelect } from '../../../components/OptionSelect';
import { ESCALATING_QUEUES, QUEUES, type QueueName, type QueueQuery } from '../../../contract/desk';
import { fetchOwners } from './api';
import { FilterField } from './FilterForm';
import { useLoad } from './useLoad';

/**
 * What the search box finds: whoever sees PII masked (the auditor) searches only what they see,
 * the reference, status and dates; everyone the words of the request's text (a complaint's) and
 * of the staff notes (server/desk/queues.ts, docs/contract.md §11).
 */
const SEARCH_PLACEHOLDER = {
  full: 'Number, name, e-mail, phone, text or note',
  masked: 'Reference, status, date (YYYY-MM-DD), text or note',
} as const;

/** The owner filter as one select's value: '' all, `mine`, `none`, or `owner:<username>`. */
const ownerValue = (query: QueueQuery) =>
  query.mine ? 'mine' : query.unassigned ? 'none' : query.owner ? `owner:${query.owner}` : '';

function withOwner(query: QueueQuery, value: string): QueueQuery {
  const rest = { ...query, mine: undefined, unassigned: undefined, owner: undefined };
  if (value === 'mine') return { ...rest, mine: true };
  if (value === 'none') return { ...rest, unassigned: true };
  return value ? { ...rest, owner: value.slice('owner:'.length) } : rest;
}

const ownerLabel = (value: string) =>
  value === 'mine' ? 'Mine' : value === 'none' ? 'Unassigned' : value.slice('owner:'.length);

/** A filter's checkbox: `onChange` gets true, or undefined (the filter left out of the URL). */
function OnlyCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: true | undefined) => void;
}) {
  return (
    // A native checkbox: Chakra's would add its recipe to every public page's first visit.
    <Box as="label" display="flex" alignItems="center" gap={2} fontSize="sm" pb={1.5}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked || undefined)}
      />
      {label}
    </Box>
  );
}

/**
 * One filter bar for every queue: status, owner, search, overdue only, escalated only (the
 * compliance officer's list, where the queue's kind escalates). A change starts at page 1.
 */
export function FilterBar({
  queue,
  query,
  masked,
  onChange,
}: {
  queue: QueueName;
  query: QueueQuery;
  /** The person sees this queue's PII masked. */
  masked: boolean;
  onChange: (query: QueueQuery) => void;
}) {
  const [q, setQ] = useState(query.q ?? '');
  const [owners] = useLoad(() => fetchOwners(queue), queue);
  const named = owners.state === 'ready' ? owners.data.data.map((o) => `owner:${o}`) : [];
  const chosen = ownerValue(query);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: q.trim() || undefined, page: undefined });
  };
  return (
    <HStack
      as="form"
      role="search"
      aria-label={`Filter ${QUEUES[queue].title.toLowerCase()}`}
      onSubmit={search}
      gap={3}
      wrap="wrap"
      align="flex-end"
      mb={4}
    >
      <FilterField label="Status" w="180px">
        <OptionSelect
          size="sm"
          blank="All statuses"
          options={QUEUES[queue].statuses}
          value={query.status ?? ''}
          onChange={(e) =>
            onChange({ ...query, status: e.currentTarget.value || undefined, page: undefined })
          }
        />
      </FilterField>
      <FilterField label="Owner" w="180px">
        <OptionSelect
          size="sm"
          blank="All owners"
          options={[
            'mine',
            'none',
            ...named,
            // A bookmarked owner who no longer works the queue is still shown as chosen.
            ...(chosen.startsWith('owner:') && !named.includes(chosen) ? [chosen] : []),
          ]}
          label={ownerLabel}
          value={chosen}
          onChange={(e) =>
            onChange({ ...withOwner(query, e.currentTarget.value), page: undefined })
          }
        />
      </FilterField>
      <FilterField label="Search" flex="1" minW="240px" maxW="420px">
        <Input
          size="sm"
          type="search"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder={masked ? SEARCH_PLACEHOLDER.masked : SEARCH_PLACEHOLDER.full}
        />
      </FilterField>
      <Button type="submit" size="sm" variant="outline">
        Search
      </Button>
      <OnlyCheck
        label="Overdue only"
        checked={query.overdue ?? false}
        onChange={(overdue) => onChange({ ...query, overdue, page: undefined })}
      />
      {ESCALATING_QUEUES.includes(queue) ? (
        <OnlyCheck
          label="Escalated only"
          checked={query.escalated ?? false}
          onChange={(escalated) => onChange({ ...query, escalated, page: undefined })}
        />
      ) : null}
    </HStack>
  );
}
