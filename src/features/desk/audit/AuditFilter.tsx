import { Input } from '@chakra-ui/react';
import { AUDIT_ACTIONS, type AuditQuery } from '../../../contract/desk';
import { FilterField, FilterForm, FilterSelect, type FilterProps } from '../shell/FilterForm';

const ACTIONS = Object.values(AUDIT_ACTIONS);

/** Who, what, which IST days and free text; applied together with the button (or Enter). */
export function AuditFilter({ query, onChange }: FilterProps<AuditQuery>) {
  return (
    <FilterForm
      label="Filter the audit log"
      query={query}
      parts={['actor', 'action', 'from', 'to', 'q']}
      onChange={onChange}
    >
      <FilterField label="Staff member" w="160px">
        <Input size="sm" name="actor" defaultValue={query.actor} autoComplete="off" />
      </FilterField>
      <FilterSelect
        label="Action"
        w="220px"
        name="action"
        all="All actions"
        options={ACTIONS}
        value={query.action}
      />
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
