// /desk/content: the content desk (docs/contract.md §13) — one list per kind, and the editor.
import { Box, Button, HStack, Link, Table, Tag, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  type ContentKind,
  type ContentRow,
} from '../../contract/contentDesk';
import { usePageTitle } from '../../lib/usePageTitle';
import { canEditContent } from './access';
import { fetchContent, fetchContentList } from './contentApi';
import { ContentEditor } from './ContentEditor';
import { EmptyState } from './EmptyState';
import { formatDateTime } from './format';
import { LoadState } from './LoadState';
import { NotOnYourDesk } from './NotOnYourDesk';
import { deskPaths } from './paths';
import { useSignedIn } from './session';
import { useLoad } from './useLoad';

const isKind = (kind: string): kind is ContentKind =>
  (CONTENT_KIND_NAMES as string[]).includes(kind);

const STATE: Record<ContentRow['state'], { label: string; palette: string }> = {
  published: { label: 'Published', palette: 'green' },
  changed: { label: 'Changes not published', palette: 'orange' },
  draft: { label: 'Draft', palette: 'gray' },
};

function ContentList({ kind }: { kind: ContentKind }) {
  const [rows, reload] = useLoad(() => fetchContentList(kind), kind);
  const navigate = useNavigate();
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
      <HStack
        as="nav"
        aria-label="Kinds of content"
        gap={1}
        mb={4}
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        {CONTENT_KIND_NAMES.map((k) => (
          <Link
            key={k}
            asChild
            px={4}
            py={2.5}
            mb="-1px"
            fontWeight="semibold"
            color={k === kind ? 'brand.800' : 'gray.600'}
            borderBottomWidth="2px"
            borderColor={k === kind ? 'brand.700' : 'transparent'}
            _hover={{ color: 'brand.800', textDecoration: 'none' }}
          >
            <RouterLink to={deskPaths.content(k)} aria-current={k === kind ? 'page' : undefined}>
              {CONTENT_KINDS[k].label}
            </RouterLink>
          </Link>
        ))}
      </HStack>
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
                    <Table.ColumnHeader scope="col">Last change (IST)</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">By</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.map((row) => (
                    <Table.Row key={row.id}>
                      <Table.Cell maxW="560px">
                        <Link asChild color="brand.700" fontWeight="semibold">
                          <RouterLink to={deskPaths.contentItem(kind, row.id)}>
                            <Text lineClamp={1}>{row.title}</Text>
                          </RouterLink>
                        </Link>
                        <Text fontSize="xs" color="gray.500" fontFamily="mono">
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
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap" color="gray.700">
                        {row.at ? formatDateTime(row.at) : 'From the first setup'}
                      </Table.Cell>
                      <Table.Cell color="gray.700">{row.by ?? '—'}</Table.Cell>
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

function BackLink({ kind }: { kind: ContentKind }) {
  return (
    <Link asChild color="brand.700" fontSize="sm" mb={3} display="inline-block">
      <RouterLink to={deskPaths.content(kind)}>
        ← All {CONTENT_KINDS[kind].label.toLowerCase()}
      </RouterLink>
    </Link>
  );
}

function EditItem({ kind, id }: { kind: ContentKind; id: string }) {
  const [detail, reload] = useLoad(() => fetchContent(kind, id), `${kind}/${id}`);
  return (
    <Box>
      <BackLink kind={kind} />
      <LoadState load={detail} retry={reload}>
        {(d) => <ContentEditor key={`${kind}/${id}`} kind={kind} initial={d} />}
      </LoadState>
    </Box>
  );
}

/** /desk/content/:kind and /desk/content/:kind/:id (`new` for a new item). */
export function ContentPage() {
  usePageTitle('Content · Staff desk');
  const { roles } = useSignedIn();
  const { kind, id } = useParams();
  if (!canEditContent(roles)) return <NotOnYourDesk />;
  if (kind === undefined) return <ContentList kind="news" />;
  if (!isKind(kind)) return <NotOnYourDesk />;
  if (id === undefined) return <ContentList kind={kind} />;
  if (id === 'new') {
    return (
      <Box>
        <BackLink kind={kind} />
        <ContentEditor key={`${kind}/new`} kind={kind} initial={null} />
      </Box>
    );
  }
  return <EditItem kind={kind} id={id} />;
}
