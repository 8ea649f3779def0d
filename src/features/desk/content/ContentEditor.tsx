// One item on the content desk (docs/contract.md §13): its fields and rich text, a preview drawn
// by the public components, draft / publish, and the versions with restore.
// One item on the content desk (docs/contract.md §13): its fields, drawn from the kind's field
// descriptors (ContentFields.tsx), a preview drawn by the public components, draft / publish, and
// the versions with restore. No kind is named here (docs/architecture.md §8).
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CONTENT_KINDS,
  contentFields,
  isTranslatedKind,
  liveVersionOf,
  TRANSLATED_KINDS,
  type ContentDraft,
  type ContentItems,
  type ContentKind,
  type ContentLanguage,
} from '../../../contract/contentDesk';
import {
  emptyDraft,
  isDraftField,
  isEmptyCta,
  type ContentField,
  type DraftField,
} from '../../../contract/contentFields';
import { HTML_LANG, LANGUAGE_NAMES } from '../../../i18n/languages';
import { ContentPreview } from './ContentPreview';
import { ItemFields } from './ContentFields';
import {
  createContent,
  publishVersion,
  restoreVersion,
  saveDraft,
  type EditedDetail,
} from './contentApi';
import type { Notice } from '../shell/NoticeAlert';
import { deskPaths } from '../shell/paths';
import { EditorHeader } from '../shell/EditorHeader';
import { useDraftActions } from '../shell/useDraftActions';
import { VersionsPanel } from '../shell/VersionsPanel';
import { ScheduleForm } from './ScheduleForm';
import { AuthoringChecksPanel } from './AuthoringChecksPanel';
import { canApprove } from '../shell/access';
import { useSignedIn } from '../shell/session';
import { FieldsDiff } from '../shell/VersionDiff';
import { changedFields } from '../../../contract/approvals';
import { itemHtmlField } from '../../../contract/htmlFields';

const withoutId = <T extends { _id: string }>({ _id, ...rest }: T): Omit<T, '_id'> => (
  void _id,
  rest
);

/** The fields edited in `language`: the translated ones only; in English, all of them. */
function editedFields<K extends ContentKind>(
  kind: K,
  language: ContentLanguage | undefined,
): readonly ContentField<ContentDraft<K>>[] {
  const fields = contentFields(kind);
  if (!language) return fields;
  const translated: readonly string[] = isTranslatedKind(kind) ? TRANSLATED_KINDS[kind].fields : [];
  return fields.filter((f) => isDraftField(f) && translated.includes(f.name));
}

/**
 * What is sent: the edited fields of the draft (a translation sends its words only), without a
 * call to action that has neither label nor link.
 */
function outgoing<D extends object>(fields: readonly ContentField<D>[], draft: D): Partial<D> {
  const kept = new Set<string>(
    fields
      .filter(isDraftField)
      .filter((f) => !(f.widget === 'cta' && isEmptyCta(draft[f.name])))
      .map((f) => f.name),
  );
  const sent: Partial<D> = { ...draft };
  for (const name in sent) if (!kept.has(name)) delete sent[name];
  return sent;
}

/** What an edit is checked against before it is sent: the kind's, or its words' in another language. */
const schemaOf = (kind: ContentKind, language?: ContentLanguage) =>
  language && isTranslatedKind(kind) ? TRANSLATED_KINDS[kind].schema : CONTENT_KINDS[kind].schema;

/**
 * The draft an answer opens: its item, or on another language's version its words laid over the
 * English item (what the title and the preview show; only the words are edited and sent).
 */
const openedDraft = <K extends ContentKind>(detail: EditedDetail<K>): ContentDraft<K> =>
  'english' in detail
    ? { ...withoutId(detail.english), ...withoutId(detail.item) }
    : withoutId(detail.item);

/** The newest version's changes against what visitors see, while it is not live (§13d). */
function changesOf(kind: ContentKind, detail: EditedDetail<ContentKind> | null) {
  const newest = detail?.versions[0];
  if (!detail?.published || !newest || newest.state === 'published') return undefined;
  const { item, published } = detail;
  const names = [...new Set([...Object.keys(item), ...Object.keys(published)])].filter(
    (n) => n !== '_id',
  );
  const fields = changedFields(names, itemHtmlField(kind), published, item);
  return fields.length ? <FieldsDiff fields={fields} /> : undefined;
}

export function ContentEditor<K extends ContentKind>({
  kind,
  initial,
  language,
}: {
  kind: K;
  /** null: a new item. */
  initial: EditedDetail<K> | null;
  /** The item's version in that language (docs/contract.md §13a); none: the English one. */
  language?: ContentLanguage;
}) {
  const navigate = useNavigate();
  const [detail, setDetail] = useState(initial);
  const fields = editedFields(kind, language);
  const [draft, setDraft] = useState<ContentDraft<K>>(() =>
    initial ? openedDraft(initial) : emptyDraft(contentFields(kind), new Date()),
  );
  const [id, setId] = useState('');
  // A new item's page opens with the notice of the save or publish that made it.
  const carried = (useLocation().state as { notice?: Notice } | null)?.notice ?? null;
  const { errors, notice, setNotice, busy, mode, passes, actions } = useDraftActions(carried);
  // The reason to publish despite authoring warnings (§13g), for one who may give it.
  const [reason, setReason] = useState('');
  const { roles } = useSignedIn();
  const htmlField = itemHtmlField(kind);
  const html = htmlField ? (draft as Record<string, unknown>)[htmlField] : undefined;
  // Remounts the rich-text editor when its text is replaced from outside (a restore).
  const [generation, setGeneration] = useState(0);

  const newest = detail?.versions[0];
  const sent = outgoing(fields, draft);
  const dirty =
    !detail || JSON.stringify(sent) !== JSON.stringify(outgoing(fields, openedDraft(detail)));
  const live = detail ? liveVersionOf(detail.versions) : undefined;
  // An item published before the desk kept versions (the seed's) has none, yet visitors see it.
  const onSite = live !== undefined || Boolean(detail?.published);
  const isLive = !dirty && onSite && (newest === undefined || newest.state === 'published');
  const titleOf = CONTENT_KINDS[kind].title as (i: object) => string;
  // A version in another language: the English item its words go into (the title until it has one).
  const english = detail && 'english' in detail ? detail.english : null;
  const title =
    titleOf(draft) ||
    (english && titleOf(english)) ||
    (detail ? detail.id : `New ${CONTENT_KINDS[kind].noun}`);

  // A new item's address, once it has one: taken after the whole action, since the route change
  // mounts the item's own page (which loads what was just saved).
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (address && !busy) navigate(address, { replace: true, state: { notice } });
  }, [address, busy, navigate, notice]);

  /** Saves when there is something new; resolves with the item as the server has it. */
  const save = async (): Promise<EditedDetail<K> | null> => {
    if (detail && !dirty) return detail;
    if (!passes(schemaOf(kind, language), sent, 'Please correct the marked fields.')) return null;
    const next = detail
      ? await saveDraft(kind, detail.id, sent, newest?.number ?? 0, language)
      : await createContent(kind, sent, id.trim() || undefined);
    setDetail(next);
    setDraft(openedDraft(next));
    if (!detail) setAddress(deskPaths.contentItem(kind, next.id));
    return next;
  };

  /** Takes the server's answer after a publish or restore. */
  const take = (next: EditedDetail<K>) => {
    setDetail(next);
    setDraft(openedDraft(next));
    return next;
  };
  const { head, restore } = actions({
    save,
    publish: async (saved, number) =>
      take(await publishVersion(kind, saved.id, number, language, reason.trim() || undefined)),
    restore: async (number) => {
      const restored = take(await restoreVersion(kind, detail!.id, number, language));
      setGeneration((g) => g + 1);
      return restored;
    },
  });

  const status = !detail
    ? 'Not saved yet'
    : language && !newest && !detail.published
      ? `Not yet in ${LANGUAGE_NAMES[language]}`
      : dirty
        ? 'Unsaved changes'
        : isLive
          ? 'Published'
          : onSite
            ? 'Draft with changes not yet published'
            : 'Draft, not yet published';

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }} gap={6} alignItems="start">
      <Stack gap={4} minW={0}>
        <EditorHeader
          title={title}
          status={
            <>
              {CONTENT_KINDS[kind].label} · {language ? `${LANGUAGE_NAMES[language]} · ` : ''}
              {status}
            </>
          }
          canSave={dirty}
          isLive={isLive}
          {...head}
        />
        <Box hidden={mode !== 'edit'} layerStyle="card" p={6}>
          {/* The item's fields under the page's title; a story's own headings come under it. */}
          <Heading as="h2" srOnly>
            Edit
          </Heading>
          <Box lang={language && HTML_LANG[language]}>
            <ItemFields
              fields={fields}
              draft={draft}
              set={(name: DraftField<ContentDraft<K>>['name'], value: unknown) =>
                setDraft((d) => ({ ...d, [name]: value }))
              }
              errors={errors}
              onError={(text) => setNotice({ text, failed: true })}
              editorKey={`${detail?.id ?? 'new'}-${generation}`}
              address={detail ? undefined : { value: id, onChange: setId }}
              labelIn={language && ((label) => `${label} in ${LANGUAGE_NAMES[language]}`)}
            />
          </Box>
        </Box>
        {mode === 'preview' ? (
          <Box lang={language && HTML_LANG[language]}>
            <ContentPreview
              kind={kind}
              // The draft with the id it has or will have: the item visitors would see.
              item={{ ...draft, _id: detail?.id ?? id } as ContentItems[K]}
            />
          </Box>
        ) : null}
      </Stack>
      <Stack gap={6}>
        {typeof html === 'string' ? (
          <AuthoringChecksPanel
            kind={kind}
            html={html}
            mayOverride={canApprove(roles) || roles.includes('admin')}
            reason={reason}
            onReason={setReason}
          />
        ) : null}
        <VersionsPanel
          versions={detail?.versions ?? []}
          {...restore}
          changes={changesOf(kind, detail)}
          empty={
            detail?.published
              ? 'Not edited on the desk yet: the first save keeps what visitors see now as version 1.'
              : 'Each save and each publish is kept here.'
          }
        />
        {/* The English item's times hold for every language (§13e). */}
        {detail && !language ? (
          <ScheduleForm
            key={detail.id}
            kind={kind}
            id={detail.id}
            schedule={'schedule' in detail ? detail.schedule : undefined}
            onSaved={setDetail}
          />
        ) : null}
      </Stack>
    </Grid>
  );
}
