import { Input } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/OptionSelect';
import { AUDIT_ACTIONS, type AuditQuery } from '../../../contract/desk';
import { FilterField, FilterForm } from '../shell/FilterForm';

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
  return (
    <FilterForm
      label="Filter the audit log"
      query={query}
      onApply={apply}
      onClear={() => onChange({})}
    >
      <FilterField label="Staff member" w="160px">
        <Input size="sm" name="actor" defaultValue={query.actor} autoComplete="off" />
      </FilterField>
      <FilterField label="Action" w="220px">
        <OptionSelect
          size="sm"
          blank="All actions"
          options={ACTIONS}
          name="action"
          defaultValue={query.action ?? ''}
        />
      </FilterField>
      <FilterField label="From (IST)" w="160px">
        <Input size="sm" type="date" name="from" defaultValue={query.from} />
      </FilterField>
      <FilterField label="To (IST)" w="160px">
        <Input size="sm" type="date" name="to" defaultValue={query.to} />
      </FilterField>
      <FilterField label="Target or detail" flex="1" minW="200px" maxW="320px">
        <Input size="sm" type="search" name="q" defaultValue={query.q} placeholder="e.g. CMP…" />
      </FilterField>
    </FilterForm>
  );
}
