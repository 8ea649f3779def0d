import { Grid, Stack } from '@chakra-ui/react';
import { canManageStaff } from '../shell/access';
import { fetchStaff } from '../shell/api';
import { EmptyState } from '../shell/EmptyState';
import { LoadState } from '../shell/LoadState';
import { RolePage } from '../shell/RolePage';
import { useSignedIn } from '../shell/session';
import { StaffAddForm } from './StaffAddForm';
import { StaffTable } from './StaffTable';
import { TwoFactorRolesForm } from './TwoFactorRolesForm';
import { useLoad } from '../shell/useLoad';
import { NoticeAlert } from '../shell/NoticeAlert';
import { useChangeNotice } from '../shell/useChangeNotice';
import { ScreenHeading } from '../shell/ScreenHeading';

function StaffAccounts({ me }: { me: string }) {
  const [accounts, reload] = useLoad(fetchStaff, 'staff');
  const { notice, changed } = useChangeNotice(reload);
  return (
    <>
      <ScreenHeading title="Staff accounts">
        Who may sign in to the desk and what each may do. Every change is recorded in the audit log.
      </ScreenHeading>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(380px, 2fr)' }} gap={5}>
        <Stack gap={3}>
          <NoticeAlert notice={notice} />
          <LoadState load={accounts} retry={reload}>
            {({ data }) =>
              data.length === 0 ? (
                <EmptyState>No staff accounts yet.</EmptyState>
              ) : (
                <StaffTable accounts={data} me={me} onChanged={changed} />
              )
            }
          </LoadState>
        </Stack>
        <Stack gap={5}>
          <StaffAddForm onAdded={(a) => changed(`Account ${a.username} added.`)} />
          <TwoFactorRolesForm onSaved={(text) => changed(text)} />
        </Stack>
      </Grid>
    </>
  );
}

/** Staff accounts, for admins only (docs/contract.md §11: no default account, no self-service). */
export function StaffPage() {
  const { username } = useSignedIn();
  return (
    <RolePage title="Staff accounts" allow={canManageStaff}>
      <StaffAccounts me={username} />
    </RolePage>
  );
}
