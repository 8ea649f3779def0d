// The content desk's Links screen (docs/contract.md §13f): the last check's broken links, each
// where it is (a content item or a site data section, in its language) with its status and when
// it was checked; apart, the external ones an offline check could not reach ("not checked", never
// "broken"); and "Check now", which starts a check the screen follows until it ends.
import { Box, Button, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isContentLanguage } from '../../../contract/contentDesk';
import { CONTENT_KIND_NAMES, type ContentKind } from '../../../contract/contentDesk';
import {
  reasonText,
  type LinkCheckView,
  type LinkPlace,
  type LinkProblem,
} from '../../../contract/linkCheck';
import { isSiteSection } from '../../../contract/siteDesk';
import { canEditContent } from '../shell/access';
import { DeskTable } from '../shell/DeskTable';
import { EmptyState } from '../shell/EmptyState';
import { answerProblems } from '../shell/fieldErrors';
import { formatDateTime } from '../shell/format';
import { LoadState } from '../shell/LoadState';
import { NoticeAlert, type Notice } from '../shell/NoticeAlert';
import { deskPaths } from '../shell/paths';
import { pageFor } from '../shell/pageFor';
import { useLoad } from '../shell/useLoad';
import { fetchLinkChecks, startLinkCheck } from './linkCheckApi';
import { ScreenHeading } from '../shell/ScreenHeading';

/** How often the screen asks again while a check runs. */
const FOLLOW_MS = 2_000;

const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi', gu: 'Gujarati' } as const;

const isContentKind = (area: string): area is ContentKind =>
  (CONTENT_KIND_NAMES as string[]).includes(area);

/** Where the link is, as a link to the editor that changes it when there is one. */
function Place({ place }: { place: LinkPlace }) {
  const language = isContentLanguage(place.language) ? place.language : undefined;
  const to =
    place.source === 'content' && isContentKind(place.area)
      ? deskPaths.contentItem(place.area, place.at, language)
      : place.source === 'site' && isSiteSection(place.area)
        ? deskPaths.siteSection(place.area, place.language)
        : undefined;
  const detail = place.source === 'content' ? place.area : place.at;
  return (
    <Box>
      {to ? (
        <Link asChild color="brand.700">
          <RouterLink to={to}>{place.label}</RouterLink>
        </Link>
      ) : (
        <Text>{place.label}</Text>
      )}
      <Text fontSize="xs" color="gray.600">
        {detail}
      </Text>
    </Box>
  );
}

function ProblemTable({ label, rows }: { label: string; rows: LinkProblem[] }) {
  return (
    <DeskTable label={label} columns={['Link', 'Where', 'Language', 'Status', 'Checked']}>
      {rows.map((row, n) => (
        <Table.Row
          key={`${row.url} ${row.place.source} ${row.place.at} ${row.place.language} ${n}`}
        >
          <Table.Cell>
            {/* A long address wraps within its column (a table cell's own width does not hold). */}
            <Text maxW="26rem" whiteSpace="normal" wordBreak="break-all">
              {row.url}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Place place={row.place} />
          </Table.Cell>
          <Table.Cell>{LANGUAGE_NAMES[row.place.language]}</Table.Cell>
          <Table.Cell>
            {row.status === 'broken' ? `Broken: ${reasonText(row)}` : 'Not checked'}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(row.checkedAt)}</Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}

function Results({ view }: { view: LinkCheckView }) {
  const { latest } = view;
  if (!latest) return <EmptyState>No check has run yet. Press Check now.</EmptyState>;
  const problems = latest.problems ?? [];
  const broken = problems.filter((p) => p.status === 'broken');
  const unchecked = problems.filter((p) => p.status === 'not-checked');
  return (
    <Stack gap={5}>
      <Text color="gray.700" role="status">
        {latest.trigger === 'nightly' ? 'Night’s check' : `Checked at ${latest.by}’s request`}{' '}
        {formatDateTime(latest.finishedAt ?? latest.startedAt)}: {latest.checked ?? 0} links,{' '}
        {broken.length === 0 ? 'none broken' : `${broken.length} broken`}
        {unchecked.length > 0 ? `, ${unchecked.length} not checked` : ''}.
      </Text>
      {broken.length === 0 ? (
        <EmptyState>No broken links.</EmptyState>
      ) : (
        <ProblemTable label="Broken links" rows={broken} />
      )}
      {unchecked.length > 0 ? (
        <Stack gap={2}>
          <Heading as="h2" size="md" color="brand.800">
            Not checked
          </Heading>
          <Text fontSize="sm" color="gray.600">
            These sites could not be reached from the server (no network or their name was not
            found), so they were not checked. They are not counted as broken.
          </Text>
          <ProblemTable label="Links not checked" rows={unchecked} />
        </Stack>
      ) : null}
    </Stack>
  );
}

function Links() {
  const [load, reload] = useLoad(fetchLinkChecks, 'link-checks');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const running = load.state === 'ready' && load.data.running !== null;
  // A check runs in the background on the server: follow it until its results are in.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [running, reload]);
  const checkNow = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await startLinkCheck();
      reload();
    } catch (err) {
      setNotice({ text: answerProblems(err).message, failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={5}>
      <Flex justify="space-between" align="start" gap={4} wrap="wrap">
        <Box>
          <ScreenHeading title="Links" mb={0}>
            Every link of the published content and site data is checked each night: pages of this
            site, downloads, and other sites.
          </ScreenHeading>
        </Box>
        <Button colorPalette="brand" disabled={busy || running} onClick={() => void checkNow()}>
          {running ? 'Checking…' : 'Check now'}
        </Button>
      </Flex>
      <NoticeAlert notice={notice} />
      {running ? (
        <Text role="status" color="gray.700">
          Checking the links. The results show here when the check ends.
        </Text>
      ) : null}
      <LoadState load={load} retry={reload}>
        {(view) => <Results view={view} />}
      </LoadState>
    </Stack>
  );
}

/** The content roles' screen (docs/contract.md §13f). */
export const LinksPage = pageFor('Links', canEditContent, Links);
