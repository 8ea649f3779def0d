import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { BreachView } from '../../../contract/privacyDesk';
import { canManageStaff } from '../shell/access';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert, type Notice } from '../shell/NoticeAlert';
import { RolePage } from '../shell/RolePage';
import { useLoad } from '../shell/useLoad';
import { BreachCard } from './BreachCard';
import { BreachForm } from './BreachForm';
import { fetchBreaches } from './privacyCalls';

function Register({ breaches, reload }: { breaches: BreachView[]; reload: () => void }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = (text: string, failed = false) => {
    setNotice({ text, failed });
    if (!failed) reload();
  };
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

function BreachesScreen() {
  const [load, reload] = useLoad(fetchBreaches, 'breaches');
  return (
    <>
      <Heading as="h1" size="2xl" color="brand.800" mb={1}>
        Breach register
      </Heading>
      <Text color="gray.600" mb={5}>
        Personal-data breaches and the notices they call for, timed from when the firm found them:
        CERT-In within 6 hours (CERT-In Directions, 28 April 2022), the Data Protection Board&apos;s
        detailed report within 72 hours and each affected investor without delay (DPDP Rules 2025,
        rule 7). Every entry and export is in the audit log.
      </Text>
      <LoadState load={load} retry={reload}>
        {(data) => <Register breaches={data.data} reload={reload} />}
      </LoadState>
    </>
  );
}

/** The breach register, for admins (docs/contract.md §16, Breach register). */
export function BreachesPage() {
  return (
    <RolePage title="Breach register" allow={canManageStaff}>
      <BreachesScreen />
    </RolePage>
  );
}
