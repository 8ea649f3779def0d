import { Button, Field, Grid, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OptionSelect } from '../../../components/OptionSelect';
import { type AssignmentSettings } from '../../../contract/desk';
import {
  SLA_DAYS,
  type FlowRow,
  type GrievanceDashboard,
} from '../../../contract/grievanceDashboard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canSeeGrievanceDashboard, canManageStaff } from '../shell/access';
import { actionLink } from '../shell/actionLink';
import { DeskTable } from '../shell/DeskTable';
import { answerProblems } from '../shell/fieldErrors';
import { formatDateTime } from '../shell/format';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert, type Notice } from '../shell/NoticeAlert';
import { NotOnYourDesk } from '../shell/NotOnYourDesk';
import { useSignedIn } from '../shell/session';
import { useLoad } from '../shell/useLoad';
import {
  dashboardCsvUrl,
  fetchAssignment,
  fetchDashboard,
  fetchOfficers,
  saveAssignment,
  saveOnDuty,
} from './dashboardApi';

const NUMBER = { textAlign: 'end' } as const;
const FLOW_COLUMNS = [
  'Name',
  { label: 'Carried forward', ...NUMBER },
  { label: 'Received', ...NUMBER },
  { label: 'Resolved', ...NUMBER },
  { label: 'Pending', ...NUMBER },
];

/** One split of the month (by category, channel or owner) as a table; `note` says how it splits. */
function FlowTable({ label, rows, note }: { label: string; rows: FlowRow[]; note?: string }) {
  return (
    <Stack gap={2}>
      <Heading as="h2" size="sm">
        {label}
      </Heading>
      {note && (
        <Text fontSize="sm" color="gray.700">
          {note}
        </Text>
      )}
      <DeskTable label={label} columns={FLOW_COLUMNS}>
        {rows.map((r) => (
          <Table.Row key={r.name}>
            <Table.Cell>{r.name}</Table.Cell>
            <Table.Cell {...NUMBER}>{r.carriedForward}</Table.Cell>
            <Table.Cell {...NUMBER}>{r.received}</Table.Cell>
            <Table.Cell {...NUMBER}>{r.resolved}</Table.Cell>
            <Table.Cell {...NUMBER}>{r.pending}</Table.Cell>
          </Table.Row>
        ))}
      </DeskTable>
    </Stack>
  );
}

/** A headline figure: its value large, what it is below. */
function Figure({ value, label }: { value: string | number; label: string }) {
  return (
    <Stack layerStyle="card" p={4} gap={0}>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
    </Stack>
  );
}

function Dashboard({ d, onMonth }: { d: GrievanceDashboard; onMonth: (m: string) => void }) {
  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <HStack gap={3} align="end">
          <Field.Root w="160px">
            <Field.Label fontSize="sm">Month</Field.Label>
            <OptionSelect
              size="sm"
              options={d.months}
              value={d.month}
              onChange={(e) => onMonth(e.currentTarget.value)}
            />
          </Field.Root>
          <Text fontSize="sm" color="gray.700">
            {d.current ? 'This month so far; ' : ''}read {formatDateTime(d.computedAt)} IST
          </Text>
        </HStack>
        <Link href={dashboardCsvUrl(d.month)} download {...actionLink}>
          Export CSV
        </Link>
      </HStack>
      <Grid templateColumns="repeat(auto-fit, minmax(150px, 1fr))" gap={3}>
        <Figure value={d.total.carriedForward} label="Carried forward" />
        <Figure value={d.total.received} label="Received" />
        <Figure value={d.total.resolved} label="Resolved" />
        <Figure value={d.total.pending} label="Pending at month end" />
        <Figure value={d.averageResolutionDays ?? 'NA'} label="Average days to resolve" />
        <Figure
          value={d.sla.percent === null ? 'NA' : `${d.sla.percent}%`}
          label={`Resolved within ${SLA_DAYS} days (${d.sla.withinLimit} of ${d.sla.resolved})`}
        />
      </Grid>
      <Text fontSize="sm" color="gray.700">
        The same counts as the SEBI investor complaints tables for the month: a linked duplicate
        counts once, a move to SMART ODR counts as resolved, a reopening as received again.
      </Text>
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap={5}>
        <Stack gap={2}>
          <Heading as="h2" size="sm">
            Pending by age
          </Heading>
          <DeskTable label="Pending by age" columns={['Age', { label: 'Pending', ...NUMBER }]}>
            {d.pendingByAge.map((a) => (
              <Table.Row key={a.band}>
                <Table.Cell>{a.band}</Table.Cell>
                <Table.Cell {...NUMBER}>{a.pending}</Table.Cell>
              </Table.Row>
            ))}
          </DeskTable>
        </Stack>
        {/* docs/contract.md §11, Grievance dashboard: "By owner, as it was". */}
        <FlowTable
          label="By owner"
          rows={d.byOwner}
          note="Each complaint under the officer who had it when it was resolved, or at the month's end if still pending: a later hand-over does not change a past month."
        />
        <FlowTable label="By category" rows={d.byCategory} />
        <FlowTable label="By channel" rows={d.byChannel} />
      </Grid>
      <Stack gap={2}>
        <Heading as="h2" size="sm">
          Twelve months
        </Heading>
        <DeskTable
          label="Twelve months"
          columns={[
            'Month',
            { label: 'Received', ...NUMBER },
            { label: 'Resolved', ...NUMBER },
            { label: 'Pending', ...NUMBER },
            { label: 'Average days', ...NUMBER },
            { label: `Within ${SLA_DAYS} days`, ...NUMBER },
          ]}
        >
          {d.trend.map((t) => (
            <Table.Row key={t.month}>
              <Table.Cell>{t.month}</Table.Cell>
              <Table.Cell {...NUMBER}>{t.received}</Table.Cell>
              <Table.Cell {...NUMBER}>{t.resolved}</Table.Cell>
              <Table.Cell {...NUMBER}>{t.pending}</Table.Cell>
              <Table.Cell {...NUMBER}>{t.averageResolutionDays ?? 'NA'}</Table.Cell>
              <Table.Cell {...NUMBER}>
                {t.sla.percent === null ? 'NA' : `${t.sla.percent}%`}
              </Table.Cell>
            </Table.Row>
          ))}
        </DeskTable>
      </Stack>
    </Stack>
  );
}

/**
 * Round-robin assignment of new complaints: the admin turns it on or off; each officer is on or
 * off duty (themself, or an admin for them). Auditors only read it.
 */
function Assignment() {
  const { username, roles } = useSignedIn();
  const admin = canManageStaff(roles);
  const [load, reload] = useLoad(
    async () => ({ settings: await fetchAssignment(), officers: (await fetchOfficers()).data }),
    'assignment',
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const act = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      setNotice({ text: done, failed: false });
      reload();
    } catch (err) {
      setNotice({ text: answerProblems(err).message, failed: true });
    }
  };
  return (
    <Stack layerStyle="card" p={4} gap={3} as="section" aria-label="Round-robin assignment">
      <Heading as="h2" size="md">
        Round-robin assignment
      </Heading>
      <NoticeAlert notice={notice} />
      <LoadState load={load} retry={reload}>
        {({ settings, officers }: { settings: AssignmentSettings; officers: string[] }) => (
          <Stack gap={3}>
            <HStack gap={3} wrap="wrap">
              <Text>
                New complaints are{' '}
                <strong>{settings.enabled ? 'given in turn' : 'not assigned'}</strong>
                {settings.enabled ? ' to the officers on duty.' : ' automatically.'}
              </Text>
              {admin ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void act(
                      () => saveAssignment(!settings.enabled),
                      settings.enabled ? 'Round robin turned off.' : 'Round robin turned on.',
                    )
                  }
                >
                  {settings.enabled ? 'Turn off' : 'Turn on'}
                </Button>
              ) : null}
            </HStack>
            <DeskTable label="Officers on duty" columns={['Officer', 'Duty', 'Change']}>
              {officers.map((officer) => {
                const onDuty = settings.onDuty.includes(officer);
                return (
                  <Table.Row key={officer}>
                    <Table.Cell>{officer}</Table.Cell>
                    <Table.Cell>{onDuty ? 'On duty' : 'Off duty'}</Table.Cell>
                    <Table.Cell>
                      {admin || officer === username ? (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() =>
                            void act(
                              () => saveOnDuty(officer, !onDuty),
                              `${officer} is ${onDuty ? 'off' : 'on'} duty.`,
                            )
                          }
                        >
                          {onDuty ? 'Off duty' : 'On duty'}
                        </Button>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </DeskTable>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

function DashboardScreen() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [load, reload] = useLoad(() => fetchDashboard(month), month ?? 'current');
  return (
    <Stack gap={6}>
      <Heading as="h1" size="lg">
        Grievance dashboard
      </Heading>
      <LoadState load={load} retry={reload}>
        {({ data }) => <Dashboard d={data} onMonth={setMonth} />}
      </LoadState>
      <Assignment />
    </Stack>
  );
}

/**
 * The grievance dashboard (docs/contract.md §11): a month's complaints received, resolved and
 * pending by age, category, channel and owner, with the days taken and the 21-day share; and the
 * round-robin assignment of new complaints. Grievance officers, admins and auditors.
 */
export function GrievanceDashboardPage() {
  usePageTitle('Grievance dashboard · Staff desk');
  const { roles } = useSignedIn();
  return canSeeGrievanceDashboard(roles) ? <DashboardScreen /> : <NotOnYourDesk />;
}
