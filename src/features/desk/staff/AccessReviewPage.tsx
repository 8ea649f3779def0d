import { Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { deskApi, type AccessReview } from '../../../contract/desk';
import { canManageStaff } from '../shell/access';
import { AccessReviewTable } from './AccessReviewTable';
import { actionLink } from '../shell/actionLink';
import { disableUnused, fetchAccessReview } from '../shell/api';
import { answerProblems } from '../shell/fieldErrors';
import { NoticeAlert } from '../shell/NoticeAlert';
import { RoleScreen } from '../shell/RoleScreen';
import { useChangeNotice } from '../shell/useChangeNotice';
import { SettingForm } from '../shell/SettingForm';
import { unusedDays } from './settings';

const accounts = (n: number) => (n === 1 ? '1 account' : `${n} accounts`);

function Review({ review, reload }: { review: AccessReview; reload: () => void }) {
  const { notice, changed } = useChangeNotice(reload);
  const [busy, setBusy] = useState(false);
  const flagged = review.data.filter((r) => r.flagged).map((r) => r.username);
  // One step, as the review asks: the server disables only accounts still flagged.
  const disable = async (usernames: string[]) => {
    setBusy(true);
    try {
      const done = await disableUnused(usernames);
      changed(
        `Disabled ${done.disabled.join(', ')}` +
          (done.sessionsEnded ? `; ${done.sessionsEnded} open sessions ended.` : '.'),
      );
    } catch (err) {
      changed(answerProblems(err).message, true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(300px, 1fr)' }} gap={5}>
      <Stack gap={3}>
        <NoticeAlert notice={notice} />
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Text fontWeight="medium" role="status">
            {flagged.length
              ? `${accounts(flagged.length)} unused for over ${review.unusedDays} days.`
              : `No enabled account is unused for over ${review.unusedDays} days.`}
          </Text>
          <HStack gap={2}>
            {flagged.length ? (
              <Button
                size="sm"
                colorPalette="red"
                loading={busy}
                onClick={() => void disable(flagged)}
              >
                Disable all {accounts(flagged.length)} unused
              </Button>
            ) : null}
            <Link href={deskApi.accessReviewCsv} download {...actionLink}>
              Export CSV
            </Link>
          </HStack>
        </HStack>
        <AccessReviewTable
          rows={review.data}
          unusedDays={review.unusedDays}
          busy={busy}
          onDisable={(names) => void disable(names)}
        />
      </Stack>
      <SettingForm
        key={review.unusedDays}
        setting={unusedDays}
        initial={String(review.unusedDays)}
        onSaved={changed}
      />
    </Grid>
  );
}

/**
 * The access review, for admins (docs/contract.md §11, Access review; SEBI CSCRF's periodic
 * review of access): every account, its roles, second factor and last sign-in, the unused ones
 * flagged and disabled from here; the report as CSV for the review's record.
 */
export function AccessReviewPage() {
  return (
    <RoleScreen
      title="Access review"
      allow={canManageStaff}
      intro={
        <>
          Every staff account with its roles, two-factor sign-in and last sign-in. Disabling an
          account ends its open sessions; every change is recorded in the audit log.
        </>
      }
      load={fetchAccessReview}
      loadKey="access-review"
    >
      {(data, reload) => <Review review={data} reload={reload} />}
    </RoleScreen>
  );
}
