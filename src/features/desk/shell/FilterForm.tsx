import { Button, HStack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * A desk filter applied with its button (or Enter): the fields, Apply, and Clear once a filter is
 * set. The audit log's and the outbox's; the queues filter as they change (FilterBar).
 */
export function FilterForm({
  label,
  query,
  filtered,
  onApply,
  onClear,
  children,
}: {
  /** The search landmark's name. */
  label: string;
  /** The applied filter: the form is remounted on a new one, so its uncontrolled fields show it. */
  query: object;
  filtered: boolean;
  /** The fields' values as submitted. */
  onApply: (form: FormData) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  };
  return (
    <HStack asChild key={JSON.stringify(query)} gap={3} wrap="wrap" align="flex-end" mb={4}>
      <form role="search" aria-label={label} onSubmit={submit}>
        {children}
        <Button type="submit" size="sm" bg="brand.700" color="white">
          Apply
        </Button>
        {filtered ? (
          <Button type="button" size="sm" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null}
      </form>
    </HStack>
  );
}
