import { Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditEntryView, AuditQuery } from '../../../contract/desk';
import { canReadAudit } from '../shell/access';
import { fetchAudit } from '../shell/api';
import { AuditFilter } from './AuditFilter';
import { ChainAlert } from './ChainAlert';
import { DeskTable, type DeskColumn } from '../shell/DeskTable';
import { formatDateTime } from '../shell/format';
import { LoadState } from '../shell/LoadState';
import { pageFor } from '../shell/pageFor';
import { PagedList } from '../shell/PagedList';
import { isFiltered, toSearch } from '../shell/queueQuery';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useLoad } from '../shell/useLoad';

const wideOnly = { display: { base: 'none', xl: 'table-cell' } } as const;

const COLUMNS: DeskColumn[] = [
  { label: 'Entry', textAlign: 'end' },
  'When (IST)',
  'Staff member',
  'Action',
  'Target',
  'Detail',
  // The hash matters when comparing with an exported copy: shown on wide screens.
  { label: 'Hash', ...wideOnly },
];

function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    <DeskTable label="Audit entries" columns={COLUMNS} stickyHeader>
      {entries.map((e) => (
        <Table.Row key={e.seq}>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="gray.600">
            {e.seq}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(e.at)}</Table.Cell>
          <Table.Cell fontWeight="medium">{e.actor}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{e.action}</Table.Cell>
          <Table.Cell
            fontFamily="mono"
            fontSize="xs"
            maxW="13rem"
            whiteSpace="normal"
            overflowWrap="anywhere"
          >
            {e.target ?? '—'}
          </Table.Cell>
          <Table.Cell minW="8rem" maxW="360px" whiteSpace="normal">
            <Text lineClamp={2} title={e.detail}>
              {e.detail ?? '—'}
            </Text>
          </Table.Cell>
          <Table.Cell fontFamily="mono" fontSize="xs" color="gray.500" title={e.hash} {...wideOnly}>
            {e.hash.slice(0, 10)}…
          </Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}

function AuditLog() {
  const [query, setQuery] = useState<AuditQuery>({});
  const [audit, retry] = useLoad(() => fetchAudit(query), toSearch(query));
  return (
    <>
      <ScreenHeading title="Audit log">
        Every sign-in, record view, status change, registration, export and account change, newest
        first. Each entry is chained to the one before by its SHA-256 hash.
      </ScreenHeading>
      <AuditFilter query={query} onChange={setQuery} />
      <LoadState load={audit} retry={retry}>
        {({ data, total, chain }) => (
          <>
            <ChainAlert chain={chain} />
            <PagedList
              rows={data.length}
              empty={
                isFiltered(query) ? 'No entries match this filter.' : 'The audit log is empty.'
              }
              page={query.page ?? 1}
              total={total}
              onPage={(page) => setQuery({ ...query, page })}
            >
              <AuditTable entries={data} />
            </PagedList>
          </>
        )}
      </LoadState>
    </>
  );
}

/** The audit log for admins and auditors (docs/contract.md §11); read-only for everyone. */
export const AuditPage = pageFor('Audit log', canReadAudit, AuditLog);
