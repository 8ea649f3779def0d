import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { LegalHoldView, RetentionReport } from '../../../contract/privacyDesk';
import { canManageStaff } from '../shell/access';
import { NoticeAlert } from '../shell/NoticeAlert';
import { RoleScreen } from '../shell/RoleScreen';
import { useChangeNotice } from '../shell/useChangeNotice';
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
  const { notice, changed: done } = useChangeNotice(reload);
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

/** Retention with legal hold, for admins (docs/contract.md §16, Retention). */
export function RetentionPage() {
  return (
    <RoleScreen
      title="Retention"
      allow={canManageStaff}
      intro={
        <>
          A dry run of the daily sweep: nothing changes by looking. The sweep erases the personal
          fields of a record once its kind&apos;s period after closing has passed, keeping what the
          SEBI complaint tables count; never a record still open, in ODR or under a legal hold.
          Every erasure is in the audit log.
        </>
      }
      load={loadAll}
      loadKey="retention"
    >
      {(data, reload) => <Report report={data.report} holds={data.holds} reload={reload} />}
    </RoleScreen>
  );
}
