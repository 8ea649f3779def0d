import { Field, Input } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/OptionSelect';
import { AUDIT_ACTIONS, type AuditQuery } from '../../../contract/desk';
import { FilterForm } from '../shell/FilterForm';

const ACTIONS = Object.values(AUDIT_ACTIONS);

/** Who, what, which IST days and free text; applied together with the button (or Enter). */
export function AuditFilter({
  query,
  onChange,
}: {
  query: AuditQuery;
  onChange: (query: AuditQuery) => void;
}) {
  const apply = (form: FormData) => {
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    onChange({
      actor: value('actor'),
      action: value('action'),
      from: value('from'),
      to: value('to'),
      q: value('q'),
    });
  };
  const filtered = Object.values(query).some((v) => v !== undefined && v !== 1);
  return (
    <FilterForm
      label="Filter the audit log"
      query={query}
      filtered={filtered}
      onApply={apply}
      onClear={() => onChange({})}
    >
      <Field.Root w="160px">
        <Field.Label fontSize="sm">Staff member</Field.Label>
        <Input size="sm" name="actor" defaultValue={query.actor} autoComplete="off" />
      </Field.Root>
      <Field.Root w="220px">
        <Field.Label fontSize="sm">Action</Field.Label>
        <OptionSelect
          size="sm"
          blank="All actions"
          options={ACTIONS}
          name="action"
          defaultValue={query.action ?? ''}
        />
      </Field.Root>
      <Field.Root w="160px">
        <Field.Label fontSize="sm">From (IST)</Field.Label>
        <Input size="sm" type="date" name="from" defaultValue={query.from} />
      </Field.Root>
      <Field.Root w="160px">
        <Field.Label fontSize="sm">To (IST)</Field.Label>
        <Input size="sm" type="date" name="to" defaultValue={query.to} />
      </Field.Root>
      <Field.Root flex="1" minW="200px" maxW="320px">
        <Field.Label fontSize="sm">Target or detail</Field.Label>
        <Input size="sm" type="search" name="q" defaultValue={query.q} placeholder="e.g. CMP…" />
      </Field.Root>
    </FilterForm>
  );
}
