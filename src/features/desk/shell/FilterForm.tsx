import { Button, Field, HStack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { isFiltered } from './queueQuery';

/** One field of a desk filter (FilterForm's, the queues' FilterBar): a small label over its control. */
export function FilterField({
  label,
  children,
  ...size
}: { label: string; children: ReactNode } & Omit<Field.RootProps, 'children'>) {
  return (
    <Field.Root {...size}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/**
 * A desk filter applied with its button (or Enter): the fields, Apply, and Clear once a filter is
 * set. The audit log's and the outbox's; the queues filter as they change (FilterBar).
 */
export function FilterForm({
  label,
  query,
  onApply,
  onClear,
  children,
}: {
  /** The search landmark's name. */
  label: string;
  /**
   * The applied filter: the form is remounted on a new one, so its uncontrolled fields show it;
   * Clear is offered while it narrows the list.
   */
  query: object;
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
        {isFiltered(query) ? (
          <Button type="button" size="sm" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null}
      </form>
    </HStack>
  );
}
