// The approver's screen (docs/contract.md §13d): every change awaiting approval with what it
// changes against what visitors see now, Approve, and Send back with a comment. A change the
// approver had a hand in is shown without the buttons: someone else decides it.
import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  List,
  Stack,
  Tag,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { ApprovalRow } from '../../../contract/approvals';
import { canApprove } from '../shell/access';
import { approveChange, fetchApprovals, sendChangeBack } from './approvalApi';
import { EmptyState } from '../shell/EmptyState';
import { answerProblems } from '../shell/fieldErrors';
import { formatDateTime } from '../shell/format';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert, type Notice } from '../shell/NoticeAlert';
import { pageFor } from '../shell/pageFor';
import { useSignedIn } from '../shell/session';
import { useLoad } from '../shell/useLoad';
import { FieldsDiff, SectionDiff } from '../shell/VersionDiff';
import { ScreenHeading } from '../shell/ScreenHeading';

function ApprovalCard({
  row,
  me,
  onDone,
}: {
  row: ApprovalRow;
  me: string;
  onDone: (notice: Notice) => void;
}) {
  const [comment, setComment] = useState('');
  // The reason to publish despite the version's authoring warnings (§13g), required with any.
  const [reason, setReason] = useState('');
  const warnings = row.warnings ?? [];
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = row.makers.includes(me);
  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await call();
      onDone({ text: done, failed: false });
    } catch (err) {
      setProblem(answerProblems(err).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      as="section"
      aria-label={`${row.title}, version ${row.version}`}
      layerStyle="card"
      p={5}
      gap={4}
    >
      <Flex justify="space-between" gap={4} wrap="wrap" align="start">
        <Box>
          <Flex gap={2} align="center" wrap="wrap">
            <Heading as="h2" size="md" color="brand.800">
              {row.title}
            </Heading>
            <Tag.Root size="sm" variant="outline">
              <Tag.Label>{row.kindLabel}</Tag.Label>
            </Tag.Root>
          </Flex>
          <Text fontSize="sm" color="gray.600" mt={1}>
            Version {row.version} · sent by {row.requestedBy} · {formatDateTime(row.at)}
            {row.makers.length > 1 ? ` · made by ${row.makers.join(', ')}` : ''}
          </Text>
        </Box>
      </Flex>
      <Box borderWidth="1px" borderColor="gray.200" rounded="md" p={4} bg="white">
        <Text fontSize="sm" fontWeight="semibold" mb={3}>
          What changes against the live version
        </Text>
        {row.rows ? (
          <SectionDiff fields={row.fields} rows={row.rows} />
        ) : row.fields.length > 0 ? (
          <FieldsDiff fields={row.fields} />
        ) : (
          <Text fontSize="sm" color="gray.600">
            Nothing differs from the live version.
          </Text>
        )}
      </Box>
      {warnings.length > 0 ? (
        <Box
          as="section"
          aria-label="Authoring warnings"
          borderWidth="1px"
          borderColor="orange.300"
          bg="orange.50"
          rounded="md"
          p={4}
        >
          <Text fontSize="sm" fontWeight="semibold" mb={2}>
            Authoring warnings: approving publishes it as it is, with your reason in the audit
          </Text>
          <List.Root gap={1} fontSize="sm" ps={4}>
            {warnings.map((w, n) => (
              <List.Item key={n}>{w.message}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {problem ? <NoticeAlert notice={{ text: problem, failed: true }} /> : null}
      {mine ? (
        <Text fontSize="sm" color="gray.700" role="note">
          You made part of this change, so another approver decides it.
        </Text>
      ) : (
        <Flex gap={4} align="end" wrap="wrap">
          {warnings.length > 0 ? (
            <Field.Root flex="1" minW="18rem">
              <Field.Label fontSize="sm">Reason to publish despite the warnings</Field.Label>
              <Textarea
                rows={2}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            </Field.Root>
          ) : null}
          <Button
            colorPalette="brand"
            disabled={busy || (warnings.length > 0 && !reason.trim())}
            onClick={() =>
              void act(
                () => approveChange(row, reason.trim() || undefined),
                `${row.title}: approved and published. Visitors see it now.`,
              )
            }
          >
            Approve and publish
          </Button>
          <Field.Root flex="1" minW="18rem">
            <Field.Label fontSize="sm">Comment for the editor (to send it back)</Field.Label>
            <Textarea
              rows={2}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
          </Field.Root>
          <Button
            variant="outline"
            disabled={busy || !comment.trim()}
            onClick={() =>
              void act(
                () => sendChangeBack(row, comment),
                `${row.title}: sent back. The draft is kept for the editor.`,
              )
            }
          >
            Send back
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

function Approvals() {
  const { username } = useSignedIn();
  const [load, retry] = useLoad(fetchApprovals, 'approvals');
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Stack gap={5}>
      <Box>
        <ScreenHeading title="Awaiting approval" mb={0}>
          Changes editors published where approval is required. Visitors see the live version until
          you approve; sending back keeps the editor&apos;s draft with your comment.
        </ScreenHeading>
      </Box>
      <NoticeAlert notice={notice} />
      <LoadState load={load} retry={retry}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>Nothing awaits approval.</EmptyState>
          ) : (
            <Stack gap={5}>
              {data.map((row) => (
                <ApprovalCard
                  key={`${row.target}#${row.version}`}
                  row={row}
                  me={username}
                  onDone={(done) => {
                    setNotice(done);
                    retry();
                  }}
                />
              ))}
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}

/** Approvers' screen (docs/contract.md §13d). */
export const ApprovalsPage = pageFor('Awaiting approval', canApprove, Approvals);
