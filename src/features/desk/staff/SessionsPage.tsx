import { Grid, Heading, Stack } from '@chakra-ui/react';
import type { StaffSessionView } from '../../../contract/desk';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canManageStaff } from '../shell/access';
import { fetchAllSessions, fetchMySessions } from '../shell/api';
import { EmptyState } from '../shell/EmptyState';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert } from '../shell/NoticeAlert';
import { useChangeNotice, type Changed } from '../shell/useChangeNotice';
import { useSignedIn } from '../shell/session';
import { SettingForm } from '../shell/SettingForm';
import { sessionLifetime } from './settings';
import { SessionsTable } from './SessionsTable';
import { useLoad } from '../shell/useLoad';
import { ScreenHeading } from '../shell/ScreenHeading';

function SessionList({
  label,
  load,
  loadKey,
  withUsername,
  onChanged,
}: {
  label: string;
  load: () => Promise<{ data: StaffSessionView[] }>;
  loadKey: string;
  withUsername?: boolean;
  onChanged: (reload: () => void) => Changed;
}) {
  const [sessions, reload] = useLoad(load, loadKey);
  return (
    <>
      <Heading as="h2" size="lg">
        {label}
      </Heading>
      <LoadState load={sessions} retry={reload}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>No open sessions.</EmptyState>
          ) : (
            <SessionsTable
              label={label}
              sessions={data}
              withUsername={withUsername}
              onEnded={onChanged(reload)}
            />
          )
        }
      </LoadState>
    </>
  );
}

/**
 * Open desk sessions (docs/contract.md §11, Sessions lists): everyone's own, which they end (a
 * browser left signed in elsewhere); for admins every account's and the session lifetime.
 */
export function SessionsPage() {
  usePageTitle('Sessions · Staff desk');
  const { roles } = useSignedIn();
  const admin = canManageStaff(roles);
  const { notice, changed, changedThen } = useChangeNotice();
  return (
    <>
      <ScreenHeading title="Sessions">
        Where you are signed in to the desk. End a session you do not recognise, or one on a
        computer you have left; it is signed out at its next request.
      </ScreenHeading>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(320px, 1fr)' }} gap={5}>
        <Stack gap={5}>
          <NoticeAlert notice={notice} />
          <SessionList
            label="Your sessions"
            load={fetchMySessions}
            loadKey="my-sessions"
            onChanged={changedThen}
          />
          {admin ? (
            <SessionList
              label="Every staff member's sessions"
              load={fetchAllSessions}
              loadKey="all-sessions"
              withUsername
              onChanged={changedThen}
            />
          ) : null}
        </Stack>
        {admin ? <SettingForm setting={sessionLifetime} onSaved={changed} /> : null}
      </Grid>
    </>
  );
}
