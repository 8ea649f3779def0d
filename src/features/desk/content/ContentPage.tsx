// /desk/content: the content desk (docs/contract.md §13) — one list per kind, and the editor.
import { Box, Button, HStack, IconButton, Table, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus } from 'react-icons/lu';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  isContentLanguage,
  isTranslatedKind,
  type ContentKind,
  type ContentLanguage,
  type ContentRow,
} from '../../../contract/contentDesk';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canEditContent } from '../shell/access';
import { fetchContent, fetchContentList, moveContent } from './contentApi';
import { ContentEditor } from './ContentEditor';
import { EmptyState } from '../shell/EmptyState';
import { formatDateTime } from '../shell/format';
import { formatDdMmYyyy } from '../../../lib/format';
import { LoadState } from '../shell/LoadState';
import { NotOnYourDesk } from '../shell/NotOnYourDesk';
import { scheduleSummary } from '../shell/scheduleSummary';
import { deskPaths } from '../shell/paths';
import { useSignedIn } from '../shell/session';
import { TabLinks } from '../shell/TabLinks';
import { useLoad } from '../shell/useLoad';
import { AppLink } from '../../../components/AppLink';
import { BackLink } from '../shell/BackLink';

const isKind = (kind: string): kind is ContentKind =>
  (CONTENT_KIND_NAMES as string[]).includes(kind);

const STATE: Record<ContentRow['state'], { label: string; palette: string }> = {
  published: { label: 'Published', palette: 'green' },
  changed: { label: 'Changes not published', palette: 'orange' },
  draft: { label: 'Draft', palette: 'gray' },
  awaiting: { label: 'Awaiting approval', palette: 'purple' },
};

/** English, then each other language in its own name: the desk is in English. */
const languageLabel = (language: ContentLanguage) =>
  `${LANGUAGE_NAMES[language]} (${language === 'hi' ? 'Hindi' : 'Gujarati'})`;

function ContentList({ kind }: { kind: ContentKind }) {
  const [rows, reload] = useLoad(() => fetchContentList(kind), kind);
  const [moving, setMoving] = useState(false);
  // The items on the site, in their order there (drafts are listed before them).
  const live =
    rows.state === 'ready'
      ? rows.data.data.filter((r) => r.state !== 'draft').map((r) => r.id)
      : [];
  // The list answers in its new order; a refusal (e.g. unpublished meanwhile) reloads it too.
  const move = async (id: string, to: 'up' | 'down') => {
    setMoving(true);
    try {
      await moveContent(kind, id, to);
    } catch {
      // Unpublished or gone meanwhile: the reloaded list shows where things stand.
    } finally {
      setMoving(false);
      reload();
    }
  };
  const navigate = useNavigate();
  const translated = isTranslatedKind(kind);
  return (
    <>
      <HStack justify="space-between" mb={1}>
        <Text as="h1" fontSize="2xl" fontWeight="bold" color="brand.800">
          Content
        </Text>
        <Button colorPalette="brand" onClick={() => navigate(deskPaths.contentNew(kind))}>
          <LuPlus /> New {CONTENT_KINDS[kind].noun}
        </Button>
      </HStack>
      <Text color="gray.600" mb={4}>
        What visitors read on the website and the kiosks. Save drafts, preview them as the site
        shows them, then publish; every published version is kept and can be restored.
      </Text>
      <ReviewsDue kind={kind} rows={rows.state === 'ready' ? rows.data.data : null} />
      <TabLinks
        label="Kinds of content"
        current={deskPaths.content(kind)}
        tabs={CONTENT_KIND_NAMES.map((k) => ({
          to: deskPaths.content(k),
          label: CONTENT_KINDS[k].label,
        }))}
      />
      <LoadState load={rows} retry={reload}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState>Nothing here yet.</EmptyState>
          ) : (
            <Table.ScrollArea layerStyle="card">
              <Table.Root size="sm" interactive aria-label={CONTENT_KINDS[kind].label}>
                <Table.Header>
                  <Table.Row bg="gray.100">
                    <Table.ColumnHeader scope="col">Title</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">State</Table.ColumnHeader>
                    {translated ? (
                      <Table.ColumnHeader scope="col">Also in</Table.ColumnHeader>
                    ) : null}
                    <Table.ColumnHeader scope="col">Last change (IST)</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">By</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Place on the site</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell maxW="560px">
                        <AppLink
                          to={deskPaths.contentItem(kind, row.id)}
                          css={{ color: 'brand.700', fontWeight: 'semibold' }}
                        >
                          <Text lineClamp={1}>{row.title}</Text>
                        </AppLink>
                        {/* gray.600: gray.500 fell below 4.5:1 on a hovered row (issue 45). */}
                        <Text fontSize="xs" color="gray.600" fontFamily="mono">
                          {row.id}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Tag.Root
                          size="sm"
                          colorPalette={STATE[row.state].palette}
                          variant="subtle"
                        >
                          <Tag.Label>{STATE[row.state].label}</Tag.Label>
                        </Tag.Root>
                        {row.schedule ? (
                          <Text fontSize="xs" color="gray.600" mt={1}>
                            {scheduleSummary(row.schedule)}
                          </Text>
                        ) : null}
                        <ReviewState row={row} />
                      </Table.Cell>
                      {translated ? (
                        <Table.Cell color="gray.700">
                          {row.languages?.map((l) => LANGUAGE_NAMES[l]).join(' · ') || '—'}
                        </Table.Cell>
                      ) : null}
                      <Table.Cell whiteSpace="nowrap" color="gray.700">
                        {row.at ? formatDateTime(row.at) : 'From the first setup'}
                      </Table.Cell>
                      <Table.Cell color="gray.700">{row.by ?? '—'}</Table.Cell>
                      <Table.Cell>
                        {row.state === 'draft' ? (
                          <Text fontSize="sm" color="gray.500">
                            Not on the site
                          </Text>
                        ) : (
                          <HStack gap={1}>
                            {(['up', 'down'] as const).map((to) => (
                              <IconButton
                                key={to}
                                size="xs"
                                variant="outline"
                                aria-label={`Move “${row.title}” ${to}`}
                                // The first published item cannot go up, nor the last down.
                                disabled={
                                  moving || row.id === (to === 'up' ? live[0] : live.at(-1))
                                }
                                onClick={() => void move(row.id, to)}
                              >
                                {to === 'up' ? <LuArrowUp /> : <LuArrowDown />}
                              </IconButton>
                            ))}
                          </HStack>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        }
      </LoadState>
    </>
  );
}

/**
 * A regulatory page's review in the list (docs/contract.md §13i): "Review due" once it is more
 * than a year old (or it was never reviewed), else the day of its last review.
 */
function ReviewState({ row }: { row: ContentRow }) {
  if (row.reviewDue) {
    return (
      <Tag.Root size="sm" colorPalette="red" variant="solid" mt={1} ms={1}>
        <Tag.Label>
          {row.lastReviewed
            ? `Review due: last reviewed ${formatDdMmYyyy(row.lastReviewed)}`
            : 'Review due: never reviewed'}
        </Tag.Label>
      </Tag.Root>
    );
  }
  return row.lastReviewed ? (
    <Text fontSize="xs" color="gray.600" mt={1}>
      Reviewed {formatDdMmYyyy(row.lastReviewed)}
    </Text>
  ) : null;
}

/**
 * How many regulatory pages are due for review, above every kind's list: the pages' own rows on
 * their tab, else the pages' list asked for once (§13i). Nothing while none is due.
 */
function ReviewsDue({ kind, rows }: { kind: ContentKind; rows: ContentRow[] | null }) {
  const [pages] = useLoad(
    () =>
      kind === 'pages' ? Promise.resolve({ data: [] as ContentRow[] }) : fetchContentList('pages'),
    `reviews due ${kind}`,
  );
  const list = kind === 'pages' ? rows : pages.state === 'ready' ? pages.data.data : null;
  const due = list?.filter((r) => r.reviewDue).length ?? 0;
  if (!due) return null;
  return (
    <Box
      role="status"
      layerStyle="card"
      borderColor="red.300"
      bg="red.50"
      px={4}
      py={3}
      mb={4}
      fontSize="sm"
    >
      <Text as="span" fontWeight="semibold" color="red.800">
        {due === 1 ? '1 regulatory page is' : `${due} regulatory pages are`} due for review
      </Text>{' '}
      (never reviewed, or last reviewed more than a year ago).{' '}
      {kind === 'pages' ? null : (
        <AppLink
          to={deskPaths.content('pages')}
          css={{ color: 'brand.700', fontWeight: 'semibold' }}
        >
          See the pages
        </AppLink>
      )}
    </Box>
  );
}

function BackToList({ kind }: { kind: ContentKind }) {
  return (
    <BackLink to={deskPaths.content(kind)}>All {CONTENT_KINDS[kind].label.toLowerCase()}</BackLink>
  );
}

function EditItem({
  kind,
  id,
  language,
}: {
  kind: ContentKind;
  id: string;
  language: ContentLanguage | undefined;
}) {
  const [detail, reload] = useLoad(() => fetchContent(kind, id, language), 'item');
  return (
    <Box>
      <BackToList kind={kind} />
      {isTranslatedKind(kind) ? (
        <TabLinks
          label="Languages"
          current={deskPaths.contentItem(kind, id, language)}
          tabs={[undefined, ...CONTENT_LANGUAGES].map((l) => ({
            to: deskPaths.contentItem(kind, id, l),
            label: l ? languageLabel(l) : 'English',
          }))}
        />
      ) : null}
      <LoadState load={detail} retry={reload}>
        {(d) => <ContentEditor kind={kind} initial={d} language={language} />}
      </LoadState>
    </Box>
  );
}

/** /desk/content/:kind and /desk/content/:kind/:id (`new` for a new item). */
export function ContentPage() {
  usePageTitle('Content · Staff desk');
  const { roles } = useSignedIn();
  const { kind, id } = useParams();
  const wanted = useSearchParams()[0].get('language');
  if (!canEditContent(roles)) return <NotOnYourDesk />;
  if (kind === undefined) return <ContentList kind="news" />;
  if (!isKind(kind)) return <NotOnYourDesk />;
  if (id === undefined) return <ContentList kind={kind} />;
  if (id === 'new') {
    return (
      <Box>
        <BackToList kind={kind} />
        <ContentEditor key={`${kind}/new`} kind={kind} initial={null} />
      </Box>
    );
  }
  // Only a kind with languages has them; any other `?language=` is the English item.
  const language = isTranslatedKind(kind) && isContentLanguage(wanted) ? wanted : undefined;
  // A fresh editor (and load) for each item and language.
  return <EditItem key={`${kind}/${id}/${language}`} kind={kind} id={id} language={language} />;
}
