import { Grid, Stack, Text } from '@chakra-ui/react';
import type { BreachView } from '../../../contract/privacyDesk';
import { canManageStaff } from '../shell/access';
import { NoticeAlert } from '../shell/NoticeAlert';
import { RoleScreen } from '../shell/RoleScreen';
import { useChangeNotice } from '../shell/useChangeNotice';
import { BreachCard } from './BreachCard';
import { BreachForm } from './BreachForm';
import { fetchBreaches } from './privacyCalls';

function Register({ breaches, reload }: { breaches: BreachView[]; reload: () => void }) {
  const { notice, changed: done } = useChangeNotice(reload);
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(300px, 1fr)' }} gap={5}>
      <Stack gap={4}>
        <NoticeAlert notice={notice} />
        {breaches.length ? (
          breaches.map((b) => <BreachCard key={b.id} breach={b} onDone={done} />)
        ) : (
          <Text color="gray.600">No breach recorded.</Text>
        )}
      </Stack>
      <BreachForm onSaved={done} />
    </Grid>
  );
}

/** The breach register, for admins (docs/contract.md §16, Breach register). */
export function BreachesPage() {
  return (
    <RoleScreen
      title="Breach register"
      allow={canManageStaff}
      intro={
        <>
          Personal-data breaches and the notices they call for, timed from when the firm found them:
          CERT-In within 6 hours (CERT-In Directions, 28 April 2022), the Data Protection
          Board&apos;s detailed report within 72 hours and each affected investor without delay
          (DPDP Rules 2025, rule 7). Every entry and export is in the audit log.
        </>
      }
      load={fetchBreaches}
      loadKey="breaches"
    >
      {(data, reload) => <Register breaches={data.data} reload={reload} />}
    </RoleScreen>
  );
}
