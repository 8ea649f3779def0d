import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LegalHoldView, RetentionReport } from '../../../contract/privacyDesk';
import { canManageStaff } from '../shell/access';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert, type Notice } from '../shell/NoticeAlert';
import { RolePage } from '../shell/RolePage';
import { useLoad } from '../shell/useLoad';
import { HoldsTable } from './HoldsTable';
import { LegalHoldForm } from './LegalHoldForm';
import { fetchHolds, fetchRetention } from './privacyCalls';
import { VerdictTable } from './VerdictTable';

const loadAll = async () => {
  const [report, holds] = await Promise.all([fetchRetention(), fetchHolds()]);
  return { report, holds: holds.data };
};

function Report({
  report,
  holds,
  reload,
}: {
  report: RetentionReport;
  holds: LegalHoldView[];
  reload: () => void;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = (text: string, failed = false) => {
    setNotice({ text, failed });
    if (!failed) reload();
  };
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(300px, 1fr)' }} gap={5}>
      <Stack gap={4}>
        <NoticeAlert notice={notice} />
        <Heading as="h2" size="md" color="brand.800">
          The next sweep would erase ({report.due.length})
        </Heading>
        <VerdictTable label="Would be erased" rows={report.due} />
        <Heading as="h2" size="md" color="brand.800">
          Kept for a legal hold ({report.held.length})
        </Heading>
        <VerdictTable label="Kept for a legal hold" rows={report.held} />
        <Heading as="h2" size="md" color="brand.800">
          Erasable within {report.days} days ({report.upcoming.length})
        </Heading>
        <VerdictTable label="Erasable soon" rows={report.upcoming} />
        <Heading as="h2" size="md" color="brand.800">
          Legal holds
        </Heading>
        {holds.length ? (
          <HoldsTable holds={holds} onDone={done} />
        ) : (
          <Text color="gray.600">No hold set.</Text>
        )}
      </Stack>
      <Stack gap={5}>
        <LegalHoldForm onSaved={done} />
        <Stack layerStyle="card" p={5} gap={2}>
          <Heading as="h2" size="md" color="brand.800">
            Periods
          </Heading>
          <Stack as="ul" gap={2} fontSize="sm" ps={5} listStyleType="disc">
            {report.periods.map((p) => (
              <Box as="li" key={p.queue}>
                <strong>
                  {p.title}: {p.retentionYears} year{p.retentionYears === 1 ? '' : 's'}
                </strong>{' '}
                after closing. {p.legalBasis}
              </Box>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Grid>
  );
}

function RetentionScreen() {
  const [load, reload] = useLoad(loadAll, 'retention');
  return (
    <>
      <Heading as="h1" size="2xl" color="brand.800" mb={1}>
        Retention
      </Heading>
      <Text color="gray.600" mb={5}>
        A dry run of the daily sweep: nothing changes by looking. The sweep erases the personal
        fields of a record once its kind&apos;s period after closing has passed, keeping what the
        SEBI complaint tables count; never a record still open, in ODR or under a legal hold. Every
        erasure is in the audit log.
      </Text>
      <LoadState load={load} retry={reload}>
        {(data) => <Report report={data.report} holds={data.holds} reload={reload} />}
      </LoadState>
    </>
  );
}

/** Retention with legal hold, for admins (docs/contract.md §16, Retention). */
export function RetentionPage() {
  return (
    <RolePage title="Retention" allow={canManageStaff}>
      <RetentionScreen />
    </RolePage>
  );
}
