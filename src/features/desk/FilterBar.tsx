import { Box, Button, HStack, Input, Field } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { OptionSelect } from '../../components/OptionSelect';
import { QUEUES, type QueueName, type QueueQuery } from '../../contract/desk';

/**
 * What the search box finds: whoever sees PII masked (the auditor) searches only what they see,
 * the reference, status and dates; everyone the words of the request's text (a complaint's) and
 * of the staff notes (server/desk/queues.ts, docs/contract.md §11).
 */
const SEARCH_PLACEHOLDER = {
  full: 'Number, name, e-mail, phone, text or note',
  masked: 'Reference, status, date (YYYY-MM-DD), text or note',
} as const;

/** One filter bar for all five queues: status, search, overdue only. A change starts at page 1. */
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
      <Field.Root w="180px">
        <Field.Label fontSize="sm">Status</Field.Label>
        <OptionSelect
          size="sm"
          blank="All statuses"
          options={QUEUES[queue].statuses}
          value={query.status ?? ''}
          onChange={(e) =>
            onChange({ ...query, status: e.currentTarget.value || undefined, page: undefined })
          }
        />
      </Field.Root>
      <Field.Root flex="1" minW="240px" maxW="420px">
        <Field.Label fontSize="sm">Search</Field.Label>
        <Input
          size="sm"
          type="search"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder={masked ? SEARCH_PLACEHOLDER.masked : SEARCH_PLACEHOLDER.full}
        />
      </Field.Root>
      <Button type="submit" size="sm" variant="outline">
        Search
      </Button>
      {/* A native checkbox: Chakra's would add its recipe to every public page's first visit. */}
      <Box as="label" display="flex" alignItems="center" gap={2} fontSize="sm" pb={1.5}>
        <input
          type="checkbox"
          checked={query.overdue ?? false}
          onChange={(e) =>
            onChange({ ...query, overdue: e.currentTarget.checked || undefined, page: undefined })
          }
        />
        Overdue only
      </Box>
    </HStack>
  );
}
