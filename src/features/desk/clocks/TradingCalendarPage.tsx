import { Button, Grid, Heading, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { TradingCalendar } from '../../../contract/tradingCalendar';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canManageStaff } from '../shell/access';
import { fetchTradingCalendar, removeHoliday, removeSpecialSession } from './calendarApi';
import { CalendarDayForm } from './CalendarDayForm';
import { DeskTable, type DeskColumn } from '../shell/DeskTable';
import { EmptyState } from '../shell/EmptyState';
import { EscalationSettingsForm } from './EscalationSettingsForm';
import { SettingForm } from '../shell/SettingForm';
import { complianceOfficer } from './complianceOfficer';
import { answerProblems } from '../shell/fieldErrors';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert } from '../shell/NoticeAlert';
import { useChangeNotice } from '../shell/useChangeNotice';
import { useSignedIn } from '../shell/session';
import { useDeskAction } from '../shell/useDeskAction';
import { useLoad } from '../shell/useLoad';
import { ScreenHeading } from '../shell/ScreenHeading';

/** A day as the desk reads it: "Mon 9 Nov 2026" (the date is an India calendar day). */
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

type Row = { date: string; name: string; open?: string; close?: string };

/** One list of the calendar under its heading; admins remove an entry with its row's button. */
function CalendarList({
  label,
  rows,
  hours,
  onRemove,
}: {
  label: string;
  rows: readonly Row[];
  hours?: boolean;
  onRemove?: (row: Row) => Promise<void>;
}) {
  const { busy, run } = useDeskAction();
  const columns: DeskColumn[] = [
    'Date',
    'Name',
    ...(hours ? ['Opens (IST)', 'Closes (IST)'] : []),
    ...(onRemove ? [{ label: 'Actions', textAlign: 'end' } as const] : []),
  ];
  const list =
    rows.length === 0 ? (
      <EmptyState>None listed.</EmptyState>
    ) : (
      <DeskTable label={label} columns={columns}>
        {rows.map((row) => (
          <Table.Row key={row.date}>
            <Table.Cell whiteSpace="nowrap">{day(row.date)}</Table.Cell>
            <Table.Cell>{row.name}</Table.Cell>
            {hours ? (
              <>
                <Table.Cell>{row.open}</Table.Cell>
                <Table.Cell>{row.close}</Table.Cell>
              </>
            ) : null}
            {onRemove ? (
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  loading={busy}
                  aria-label={`Remove ${row.name} (${row.date})`}
                  onClick={() => void run(() => onRemove(row))}
                >
                  Remove
                </Button>
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </DeskTable>
    );
  return (
    <>
      <Heading as="h2" size="lg">
        {label}
      </Heading>
      {list}
    </>
  );
}

/**
 * The legal clocks (docs/contract.md §11, Trading calendar and Escalations): the exchanges'
 * holidays and special sessions every freeze clock reads, and the escalation thresholds. Every
 * staff member reads them; admins change them.
 */
export function TradingCalendarPage() {
  usePageTitle('Trading calendar · Staff desk');
  const { roles } = useSignedIn();
  const admin = canManageStaff(roles);
  const { notice, changed: say } = useChangeNotice();
  const [loaded, reload] = useLoad(fetchTradingCalendar, 'trading-calendar');
  const [changed, setChanged] = useState<TradingCalendar | null>(null);
  const saved = (calendar: TradingCalendar, text: string) => {
    setChanged(calendar);
    say(text);
  };
  const remove = (drop: (date: string) => Promise<TradingCalendar>) => async (row: Row) => {
    try {
      saved(await drop(row.date), `${row.name} (${row.date}) is no longer in the calendar.`);
    } catch (err) {
      say(answerProblems(err).message, true);
    }
  };
  return (
    <>
      <ScreenHeading title="Trading calendar">
        The exchanges&apos; trading holidays and special sessions. A freeze request received outside
        trading hours is due before the next session opens, counted by this calendar when the
        request arrives.
      </ScreenHeading>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(320px, 1fr)' }} gap={5}>
        <Stack gap={5}>
          <NoticeAlert notice={notice} />
          <LoadState load={loaded} retry={reload}>
            {(fetched) => {
              const calendar = changed ?? fetched;
              return (
                <>
                  <CalendarList
                    label="Trading holidays"
                    rows={calendar.holidays}
                    {...(admin ? { onRemove: remove(removeHoliday) } : {})}
                  />
                  <CalendarList
                    label="Special sessions"
                    rows={calendar.specialSessions}
                    hours
                    {...(admin ? { onRemove: remove(removeSpecialSession) } : {})}
                  />
                </>
              );
            }}
          </LoadState>
        </Stack>
        <Stack gap={5}>
          {admin ? (
            <>
              <CalendarDayForm onSaved={saved} />
              <CalendarDayForm session onSaved={saved} />
            </>
          ) : null}
          <EscalationSettingsForm canChange={admin} onSaved={say} />
          {admin ? <SettingForm setting={complianceOfficer} onSaved={say} /> : null}
        </Stack>
      </Grid>
    </>
  );
}
