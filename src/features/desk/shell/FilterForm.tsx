import { Button, Field, HStack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { OptionSelect } from '../../../components/OptionSelect';
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
 * A FilterForm's choice: every value (the blank option, `all`) or one of `options`, submitted
 * under `name` and showing the applied `value`.
 */
export function FilterSelect({
  label,
  name,
  all,
  options,
  optionLabel,
  value,
  ...size
}: {
  label: string;
  name: string;
  all: string;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  value: string | undefined;
} & Omit<Field.RootProps, 'children'>) {
  return (
    <FilterField label={label} {...size}>
      <OptionSelect
        size="sm"
        blank={all}
        options={options}
        label={optionLabel}
        name={name}
        defaultValue={value ?? ''}
      />
    </FilterField>
  );
}

/** What a desk filter is given: the filter applied, and where a new one goes. */
export interface FilterProps<Q> {
  /**
   * The applied filter: the form is remounted on a new one, so its uncontrolled fields show it;
   * Clear is offered while it narrows the list.
   */
  query: Q;
  /** The new filter, from page 1: the fields' values, or none (Clear). */
  onChange: (query: Q) => void;
}

/**
 * A desk filter applied with its button (or Enter): the fields, Apply, and Clear once a filter is
 * set. The audit log's and the outbox's; the queues filter as they change (FilterBar). The fields
 * are named after the query's parts (`parts`): each is sent trimmed, an empty one left out.
 */
export function FilterForm<Q extends object>({
  label,
  query,
  parts,
  onChange,
  children,
}: FilterProps<Q> & {
  /** The search landmark's name. */
  label: string;
  parts: readonly (keyof Q & string)[];
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (part: string) => String(form.get(part) ?? '').trim() || undefined;
    onChange(Object.fromEntries(parts.map((part) => [part, value(part)])) as Q);
  };
  return (
    <HStack asChild key={JSON.stringify(query)} gap={3} wrap="wrap" align="flex-end" mb={4}>
      <form role="search" aria-label={label} onSubmit={submit}>
        {children}
        <Button type="submit" size="sm" bg="brand.700" color="white">
          Apply
        </Button>
        {isFiltered(query) ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange({} as Q)}>
            Clear
          </Button>
        ) : null}
      </form>
    </HStack>
  );
}
