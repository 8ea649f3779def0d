// One item on the content desk (docs/contract.md §13): its fields and rich text, a preview drawn
// by the public components, draft / publish, and the versions with restore.
import {
  Box,
  Button,
  Field,
  Grid,
  Heading,
  HStack,
  Image,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuFileText, LuUpload } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../../contract/api';
import {
  CONTENT_KINDS,
  liveVersionOf,
  DOCUMENT_TYPES,
  PICTURE_TYPES,
  TRANSLATED_KINDS,
  type ContentDetail,
  type ContentDraft,
  type ContentItems,
  type ContentKind,
  type ContentLanguage,
  type TranslatedKind,
} from '../../../contract/contentDesk';
import { HTML_LANG, LANGUAGE_NAMES } from '../../../i18n/languages';
import type { AnyObjectSchema } from 'yup';
import type { FieldErrors } from '../../../contract/schemas';
import { ContentPreview } from './ContentPreview';
import { useLoad } from '../shell/useLoad';
import {
  createContent,
  fetchContentList,
  publishVersion,
  restoreVersion,
  saveDraft,
  type EditedDetail,
} from './contentApi';
import type { Notice } from '../shell/NoticeAlert';
import { deskPaths } from '../shell/paths';
import { EditorHeader } from '../shell/EditorHeader';
import { RichTextEditor } from './RichTextEditor';
import { useDraftActions } from '../shell/useDraftActions';
import { useUpload } from './useUpload';
import { VersionsPanel } from '../shell/VersionsPanel';
import { ScheduleForm } from './ScheduleForm';
import { FieldsDiff } from '../shell/VersionDiff';
import { changedFields } from '../../../contract/approvals';
import { itemHtmlField } from '../../../contract/htmlFields';

type Draft = Record<string, unknown>;

const NEW_ITEMS: { [K in ContentKind]: () => ContentDraft<K> } = {
  news: () => ({
    newsTitle: '',
    description: '',
    date: new Date().toISOString(),
    imagePath: '',
    news: '',
    tags: [],
  }),
  banners: () => ({ title: '', text: '', imagePath: '' }),
  pages: () => ({ contentType: '', group: '', content: '' }),
  downloads: () => ({ fileName: '', filePath: '' }),
  'download-forms': () => ({ fileName: '', filePath: '' }),
  'gallery-categories': () => ({ gallaryCategoryTitle: '', imagePath: '' }),
  gallery: () => ({ gallaryCategoryId: '', imageTitle: '', description: '', imagePath: '' }),
};

/** Where each kind's pictures are served (any image route serves an upload; the site's own). */
const PICTURE_URL: Partial<Record<ContentKind, (name: string) => string>> = {
  news: api.newsImage,
  banners: api.bannerImage,
  'gallery-categories': api.galleryImage,
  gallery: api.galleryImage,
};

const withoutId = ({ _id, ...rest }: { _id: string }): Draft => (void _id, rest);

/** What is sent: an empty call to action is none. */
function outgoing(kind: ContentKind, draft: Draft): Draft {
  if (kind !== 'banners') return draft;
  const cta = draft.cta as { label?: string; href?: string } | undefined;
  const { cta: _cta, ...rest } = draft;
  void _cta;
  return cta?.label || cta?.href ? { ...rest, cta } : rest;
}

function TextField({
  label,
  name,
  errors,
  value,
  onChange,
  multiline,
  type,
  hint,
  required = true,
}: {
  label: string;
  name: string;
  errors: FieldErrors;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: string;
  hint?: string;
  required?: boolean;
}) {
  return (
    <Field.Root required={required} invalid={Boolean(errors[name])}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} rows={2} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <Input type={type} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {errors[name] ? (
        <Field.ErrorText>{errors[name]}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

/** What a file field holds (a stored file's name) and how it reports. */
interface FileFieldProps {
  value: string;
  error?: string;
  onChange: (name: string) => void;
  onError: (message: string) => void;
}

/** An uploaded file's field: what it holds now (`shown`), its upload button and its rules. */
function UploadField({
  label,
  kindOfFile,
  value,
  error,
  shown,
  hint,
  accept,
  onChange,
  onError,
}: FileFieldProps & {
  label: string;
  kindOfFile: string;
  shown: ReactNode;
  hint: string;
  accept: string;
}) {
  const { busy, open, input } = useUpload(`${label} file`, accept, onChange, onError);
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap={4} align="center">
        {shown}
        <Stack gap={1}>
          <Button size="sm" variant="outline" loading={busy} onClick={open}>
            <LuUpload /> {value ? `Replace ${kindOfFile}` : `Upload ${kindOfFile}`}
          </Button>
          <Text fontSize="xs" color="gray.600">
            {hint}
          </Text>
        </Stack>
        {input}
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The stored picture, small and cropped to 16:9, beside its upload button. */
const pictureFrame = {
  w: '160px',
  h: '90px',
  rounded: 'md',
  bg: 'gray.100',
  overflow: 'hidden',
  flexShrink: 0,
  borderWidth: '1px',
  borderColor: 'gray.200',
} satisfies SystemStyleObject;

function PictureField({ kind, ...field }: FileFieldProps & { kind: ContentKind }) {
  const { value } = field;
  const src = value ? (PICTURE_URL[kind] ?? api.newsImage)(value) : null;
  return (
    <UploadField
      {...field}
      label="Picture"
      kindOfFile="picture"
      accept={PICTURE_TYPES}
      hint="JPEG, PNG, WebP or SVG, up to 5 MB. Saved as WebP without camera data."
      shown={
        <Box {...pictureFrame}>
          {src ? (
            <Image src={src} alt="Current picture" w="full" h="full" objectFit="cover" />
          ) : null}
        </Box>
      }
    />
  );
}

/** The album a photo is in: one of the gallery's albums, drafts included. */
function AlbumField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const [albums] = useLoad(() => fetchContentList('gallery-categories'), 'albums');
  const rows = albums.state === 'ready' ? albums.data.data : [];
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        Album <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root disabled={albums.state === 'loading'}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Choose an album…</option>
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.title}
              {row.state === 'draft' ? ' (draft)' : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The stored document's name (or that there is none) in a light box beside its upload button. */
const documentBox = {
  w: '300px',
  minH: '56px',
  px: 3,
  rounded: 'md',
  bg: 'gray.50',
  borderWidth: '1px',
  borderColor: 'gray.200',
  flexShrink: 0,
  gap: 2,
} satisfies SystemStyleObject;

/** A download's PDF: the stored file's name (opens it) and its upload. */
function PdfField(field: FileFieldProps) {
  const { value } = field;
  return (
    <UploadField
      {...field}
      label="Document"
      kindOfFile="PDF"
      accept={DOCUMENT_TYPES}
      hint="A PDF, up to 20 MB. Stored under a generated name."
      shown={
        <HStack {...documentBox}>
          <LuFileText aria-hidden />
          {value ? (
            <Link
              href={api.file(value)}
              target="_blank"
              rel="noopener"
              fontSize="sm"
              wordBreak="break-all"
              aria-label={`Current document: ${value}`}
            >
              {value}
            </Link>
          ) : (
            <Text fontSize="sm" color="gray.500">
              No document yet
            </Text>
          )}
        </HStack>
      }
    />
  );
}

function ItemFields({
  kind,
  draft,
  set,
  errors,
  isNew,
  id,
  setId,
  onError,
  editorKey,
  language,
}: {
  kind: ContentKind;
  draft: Draft;
  set: (patch: Draft) => void;
  errors: FieldErrors;
  isNew: boolean;
  id: string;
  setId: (id: string) => void;
  onError: (message: string) => void;
  editorKey: string;
  /** A version in another language: only the words, the rest is the English item's. */
  language?: ContentLanguage;
}) {
  const str = (name: string) => String(draft[name] ?? '');
  const text = (
    name: string,
    label: string,
    more: { multiline?: boolean; type?: string; hint?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      errors={errors}
      value={str(name)}
      onChange={(v) => set({ [name]: v })}
      {...more}
    />
  );
  const picture = (
    <PictureField
      kind={kind}
      value={str('imagePath')}
      error={errors.imagePath}
      onChange={(imagePath) => set({ imagePath })}
      onError={onError}
    />
  );
  // The picture's `alt` (docs/contract.md §13), under the picture of a story and of a banner.
  const pictureDescription = text('alt', 'Picture description', {
    required: false,
    hint: 'What the picture shows and any words in it, read out to visitors who cannot see it. Leave empty only when it merely decorates.',
  });
  const rich = (name: string, label: string) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Box w="full">
        <RichTextEditor
          key={editorKey}
          label={label}
          html={str(name)}
          onChange={(html) => set({ [name]: html })}
          onError={onError}
        />
      </Box>
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : null}
    </Field.Root>
  );

  const summary = () =>
    text('description', 'Summary', {
      multiline: true,
      hint: 'Shown on the news cards and under the title.',
    });
  if (language) {
    const name = LANGUAGE_NAMES[language];
    return (
      <Stack gap={5} lang={HTML_LANG[language]}>
        {kind === 'news' ? (
          <>
            {text('newsTitle', `Title in ${name}`)}
            {summary()}
            {rich('news', `Story in ${name}`)}
          </>
        ) : (
          <>
            {text('contentType', `Page title in ${name}`)}
            {rich('content', `Page text in ${name}`)}
          </>
        )}
      </Stack>
    );
  }
  if (kind === 'news') {
    return (
      <Stack gap={5}>
        {text('newsTitle', 'Title')}
        {summary()}
        <SimpleGrid columns={2} gap={5} alignItems="start">
          <TextField
            label="Date"
            name="date"
            type="date"
            errors={errors}
            value={str('date').slice(0, 10)}
            onChange={(v) => v && set({ date: new Date(`${v}T09:00:00+05:30`).toISOString() })}
          />
          <TextField
            label="Tags"
            name="tags"
            required={false}
            errors={errors}
            value={((draft.tags as string[] | undefined) ?? []).join(', ')}
            onChange={(v) =>
              set({
                tags: v
                  .split(',')
                  .map((t) => t.trimStart())
                  .filter((t, i, all) => t || i === all.length - 1),
              })
            }
            hint="Separated by commas, e.g. IPO, Mutual Funds"
          />
        </SimpleGrid>
        {picture}
        {pictureDescription}
        {rich('news', 'Story')}
      </Stack>
    );
  }
  if (kind === 'gallery-categories') {
    return (
      <Stack gap={5}>
        {text('gallaryCategoryTitle', 'Album title')}
        {picture}
      </Stack>
    );
  }
  if (kind === 'gallery') {
    return (
      <Stack gap={5}>
        <AlbumField
          value={str('gallaryCategoryId')}
          error={errors.gallaryCategoryId}
          onChange={(gallaryCategoryId) => set({ gallaryCategoryId })}
        />
        {text('imageTitle', 'Title')}
        {text('description', 'Description', { multiline: true, required: false })}
        {picture}
      </Stack>
    );
  }
  if (kind === 'downloads' || kind === 'download-forms') {
    return (
      <Stack gap={5}>
        {text('fileName', 'Title', { hint: 'Shown in the list as the file name.' })}
        <PdfField
          value={str('filePath')}
          error={errors.filePath}
          onChange={(filePath) => set({ filePath })}
          onError={onError}
        />
      </Stack>
    );
  }
  if (kind === 'banners') {
    const cta = (draft.cta as { label?: string; href?: string } | undefined) ?? {};
    /** One part of the call to action, which is kept as one object. */
    const ctaText = (part: 'label' | 'href', label: string, hint?: string) => (
      <TextField
        label={label}
        name={`cta.${part}`}
        required={false}
        errors={errors}
        value={cta[part] ?? ''}
        onChange={(v) => set({ cta: { ...cta, [part]: v } })}
        hint={hint}
      />
    );
    return (
      <Stack gap={5}>
        {text('title', 'Headline')}
        {text('text', 'Text', { multiline: true, required: false })}
        {picture}
        {pictureDescription}
        <SimpleGrid columns={2} gap={5} alignItems="start">
          {ctaText('label', 'Button label')}
          {ctaText('href', 'Button link', 'A page of this site (/cms/ipo) or an https:// address')}
          {text('activeFrom', 'First day shown', {
            type: 'date',
            required: false,
            hint: 'Empty: shown from its publishing on.',
          })}
          {text('activeUntil', 'Last day shown', {
            type: 'date',
            required: false,
            hint: 'Empty: shown until it is changed. Days in India time.',
          })}
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <SimpleGrid columns={2} gap={5} alignItems="start">
        {text('contentType', 'Page title')}
        {text('group', 'Menu group', { hint: 'The header menu it belongs to, e.g. About us' })}
      </SimpleGrid>
      {isNew ? (
        <TextField
          label="Address"
          name="id"
          errors={errors}
          required={false}
          value={id}
          onChange={setId}
          hint="The page opens at /cms/<address>; left empty, it is made from the title."
        />
      ) : null}
      {rich('content', 'Page text')}
    </Stack>
  );
}

/** What an edit is checked against before it is sent: the kind's, or its words' in another language. */
const schemaOf = (kind: ContentKind, language?: ContentLanguage) =>
  (language
    ? TRANSLATED_KINDS[kind as TranslatedKind].schema
    : CONTENT_KINDS[kind].schema) as unknown as AnyObjectSchema;

/** The newest version's changes against what visitors see, while it is not live (§13d). */
function changesOf(kind: ContentKind, detail: EditedDetail<ContentKind> | null) {
  const newest = detail?.versions[0];
  if (!detail?.published || !newest || newest.state === 'published') return undefined;
  const { item, published } = detail as { item: object; published: object };
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
  const [draft, setDraft] = useState<Draft>(() =>
    initial ? withoutId(initial.item) : (NEW_ITEMS[kind]() as Draft),
  );
  const [id, setId] = useState('');
  // A new item's page opens with the notice of the save or publish that made it.
  const carried = (useLocation().state as { notice?: Notice } | null)?.notice ?? null;
  const { errors, notice, setNotice, busy, mode, passes, actions } = useDraftActions(carried);
  // Remounts the rich-text editor when its text is replaced from outside (a restore).
  const [generation, setGeneration] = useState(0);

  const newest = detail?.versions[0];
  const saved = detail ? JSON.stringify(withoutId(detail.item)) : null;
  const dirty = JSON.stringify(draft) !== saved;
  const live = detail ? liveVersionOf(detail.versions) : undefined;
  // An item published before the desk kept versions (the seed's) has none, yet visitors see it.
  const onSite = live !== undefined || Boolean(detail?.published);
  const isLive = !dirty && onSite && (newest === undefined || newest.state === 'published');
  const titleOf = CONTENT_KINDS[kind].title as (i: object) => string;
  // A version in another language: the English item its words go into (preview, title).
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
    if (
      !passes(schemaOf(kind, language), outgoing(kind, draft), 'Please correct the marked fields.')
    )
      return null;
    const item = outgoing(kind, draft) as ContentDraft<K>;
    const next = detail
      ? await saveDraft(kind, detail.id, item, newest?.number ?? 0, language)
      : await createContent(kind, item, id.trim() || undefined);
    setDetail(next);
    setDraft(withoutId(next.item));
    if (!detail) setAddress(deskPaths.contentItem(kind, next.id));
    return next;
  };

  /** Takes the server's answer after a publish or restore. */
  const take = (next: EditedDetail<K>) => {
    setDetail(next);
    setDraft(withoutId(next.item));
    return next;
  };
  const { head, restore } = actions({
    save,
    publish: async (saved, number) => take(await publishVersion(kind, saved.id, number, language)),
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
          <ItemFields
            kind={kind}
            draft={draft}
            set={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            errors={errors}
            isNew={!detail}
            id={id}
            setId={setId}
            onError={(text) => setNotice({ text, failed: true })}
            editorKey={`${detail?.id ?? 'new'}-${generation}`}
            language={language}
          />
        </Box>
        {mode === 'preview' ? (
          <Box lang={language && HTML_LANG[language]}>
            <ContentPreview
              kind={kind}
              item={{ ...english, ...draft, _id: detail?.id ?? id } as ContentItems[K]}
            />
          </Box>
        ) : null}
      </Stack>
      <Stack gap={6}>
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
            schedule={(detail as ContentDetail<K>).schedule}
            onSaved={setDetail}
          />
        ) : null}
      </Stack>
    </Grid>
  );
}
