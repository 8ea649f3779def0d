import { Alert, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canSeeKiosks, canSetKiosks } from '../shell/access';
import { fetchKiosks } from '../shell/api';
import { EmptyState } from '../shell/EmptyState';
import { KioskEnrolments } from './KioskEnrolment';
import { KioskSettingsForm } from './KioskSettingsForm';
import { KioskTable } from './KioskTable';
import { LoadState } from '../shell/LoadState';
import { NotOnYourDesk } from '../shell/NotOnYourDesk';
import { useSignedIn } from '../shell/session';
import { useLoad } from '../shell/useLoad';

/** The list follows the kiosks' beats: refreshed as often as they beat. */
const REFRESH_MS = 30_000;

function Fleet({ admin }: { admin: boolean }) {
  const [kiosks, reload] = useLoad(fetchKiosks, 'kiosks');
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return (
    <>
      <Heading as="h1" size="2xl" color="brand.800" mb={1}>
        Kiosks
      </Heading>
      <Text color="gray.600" mb={5}>
        Every enrolled branch kiosk that reports to this server. A kiosk beats once a minute and
        shows offline after three missed beats; a kiosk without a valid key is never listed.
      </Text>
      <LoadState load={kiosks} retry={reload}>
        {(list) => {
          const online = list.data.filter((k) => k.online).length;
          return (
            <Grid
              templateColumns={{
                base: '1fr',
                '2xl': admin ? 'minmax(0, 5fr) minmax(380px, 2fr)' : '1fr',
              }}
              gap={5}
              alignItems="start"
            >
              <Stack gap={3}>
                <HStack gap={3} data-testid="kiosk-counts">
                  <Text fontWeight="semibold" color="green.800">
                    {online} online
                  </Text>
                  <Text color="gray.400" aria-hidden="true">
                    ·
                  </Text>
                  <Text
                    fontWeight="semibold"
                    color={list.data.length - online ? 'red.700' : 'gray.600'}
                  >
                    {list.data.length - online} offline
                  </Text>
                </HStack>
                {notice ? (
                  <Alert.Root status="success" variant="surface" role="status" py={2.5}>
                    <Alert.Indicator />
                    <Alert.Description>{notice}</Alert.Description>
                  </Alert.Root>
                ) : null}
                {list.data.length === 0 ? (
                  <EmptyState>No enrolled kiosk has reported yet.</EmptyState>
                ) : (
                  <KioskTable kiosks={list.data} />
                )}
                <KioskEnrolments enrolments={list.enrolments} admin={admin} onChanged={reload} />
              </Stack>
              {admin ? (
                <KioskSettingsForm
                  list={list}
                  onSaved={(text) => {
                    setNotice(text);
                    reload();
                  }}
                />
              ) : null}
            </Grid>
          );
        }}
      </LoadState>
    </>
  );
}

/** The kiosk fleet (docs/contract.md §14): admins and operations; settings for admins. */
export function KiosksPage() {
  usePageTitle('Kiosks · Staff desk');
  const { roles } = useSignedIn();
  return canSeeKiosks(roles) ? <Fleet admin={canSetKiosks(roles)} /> : <NotOnYourDesk />;
}
