// The content editor's form (docs/architecture.md §8): it walks a kind's field descriptors
// (CONTENT_KINDS' `fields`, src/contract/contentFields.ts) and draws each with its widget. No
// kind is named here: a new kind's fields draw themselves.
import {
  Box,
  Button,
  Grid,
  HStack,
  Image,
  Link,
  NativeSelect,
  Stack,
  Text,
  type SystemStyleObject,
  useFieldContext,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFileText, LuPlus, LuTrash2, LuUpload } from 'react-icons/lu';
import { api } from '../../../contract/api';
import { DOCUMENT_TYPES, PICTURE_TYPES, type ContentKind } from '../../../contract/contentDesk';
import { isDraftField, type ContentField, type DraftField } from '../../../contract/contentFields';
import type { SourceCircular } from '../../../contract/entities';
import type { FieldErrors } from '../../../contract/schemas';
import { useLoad } from '../shell/useLoad';
import { fetchContentList } from './contentApi';
import { RichTextEditor } from './RichTextEditor';
import { useUpload } from './useUpload';
import { DeskField } from '../shell/DeskField';
import { InputField, TextareaField } from '../shell/FormFields';

/** What a widget is given: its value, its message and how to change it. */
interface WidgetProps<V> {
  value: V;
  error: string | undefined;
  onChange: (value: V) => void;
}

function TextInput({
  hint,
  multiline,
  type,
  onChange,
  ...field
}: WidgetProps<string> & {
  label: string;
  required: boolean;
  hint?: string;
  multiline?: boolean;
  type?: string;
}) {
  return multiline ? (
    <TextareaField {...field} helper={hint} rows={2} onValue={onChange} />
  ) : (
    <InputField {...field} helper={hint} type={type} onValue={onChange} />
  );
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
}: WidgetProps<string> & {
  label: string;
  kindOfFile: string;
  shown: ReactNode;
  hint: string;
  accept: string;
  onError: (message: string) => void;
}) {
  const { busy, open, input } = useUpload(`${label} file`, accept, onChange, onError);
  return (
    <DeskField label={label} required error={error}>
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
    </DeskField>
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

/** What a picture's and a document's upload fields say and take. */
const UPLOADS = {
  picture: {
    kindOfFile: 'picture',
    accept: PICTURE_TYPES,
    hint: 'JPEG, PNG, WebP or SVG, up to 5 MB. Saved as WebP without camera data.',
  },
  document: {
    kindOfFile: 'PDF',
    accept: DOCUMENT_TYPES,
    hint: 'A PDF, up to 20 MB. Stored under a generated name.',
  },
} as const;

/** The stored picture (or an empty frame) beside its upload button. */
function PictureShown({ src }: { src: string | null }) {
  return (
    <Box {...pictureFrame}>
      {src ? <Image src={src} alt="Current picture" w="full" h="full" objectFit="cover" /> : null}
    </Box>
  );
}

/** The stored document's name, which opens it, or that there is none. */
function DocumentShown({ name }: { name: string }) {
  return (
    <HStack {...documentBox}>
      <LuFileText aria-hidden />
      {name ? (
        <Link
          href={api.file(name)}
          target="_blank"
          rel="noopener"
          fontSize="sm"
          wordBreak="break-all"
          aria-label={`Current document: ${name}`}
        >
          {name}
        </Link>
      ) : (
        <Text fontSize="sm" color="gray.500">
          No document yet
        </Text>
      )}
    </HStack>
  );
}

/** One item of another kind (drafts included), e.g. the album a photo is in. */
function ItemSelect({
  label,
  required,
  from,
  placeholder,
  value,
  error,
  onChange,
}: WidgetProps<string> & {
  label: string;
  required: boolean;
  from: ContentKind;
  placeholder: string;
}) {
  const [items] = useLoad(() => fetchContentList(from), label.toLowerCase());
  const rows = items.state === 'ready' ? items.data.data : [];
  return (
    <DeskField label={label} required={required} error={error}>
      <NativeSelect.Root disabled={items.state === 'loading'}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{placeholder}</option>
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.title}
              {row.state === 'draft' ? ' (draft)' : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </DeskField>
  );
}

/** Tags as typed: split at commas, the one being typed kept even while it is empty. */
const tagsOf = (typed: string) =>
  typed
    .split(',')
    .map((t) => t.trimStart())
    .filter((t, i, all) => t || i === all.length - 1);

/** A `YYYY-MM-DD` picked for a moment: 09:00 that day in India. */
const momentOf = (day: string) => new Date(`${day}T09:00:00+05:30`).toISOString();

/** Reads a field's value from the draft, as the widget holds it. */
const textAt = (value: unknown) => (typeof value === 'string' ? value : '');
const tagsAt = (value: unknown) =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
const ctaAt = (value: unknown) => ({
  label: typeof value === 'object' && value && 'label' in value ? textAt(value.label) : '',
  href: typeof value === 'object' && value && 'href' in value ? textAt(value.href) : '',
});

const CIRCULAR_PARTS = ['number', 'date', 'title', 'href'] as const;
const circularsAt = (value: unknown): SourceCircular[] =>
  Array.isArray(value)
    ? value.map((c: Partial<Record<keyof SourceCircular, unknown>>) => ({
        number: textAt(c?.number),
        date: textAt(c?.date),
        title: textAt(c?.title),
        href: textAt(c?.href),
      }))
    : [];

/**
 * A regulatory page's circulars (docs/contract.md §13i): one bordered group per circular, its
 * four parts and a remove button, then "Add a circular". Each part's message is the server's,
 * by its path (`sources[0].number`).
 */
function Circulars({
  label,
  name,
  parts,
  value,
  errors,
  onChange,
}: {
  label: string;
  name: string;
  parts: Record<keyof SourceCircular, { label: string; hint?: string }>;
  value: SourceCircular[];
  errors: FieldErrors;
  onChange: (value: SourceCircular[]) => void;
}) {
  const set = (i: number, part: keyof SourceCircular, text: string) =>
    onChange(value.map((c, at) => (at === i ? { ...c, [part]: text } : c)));
  return (
    <Stack gap={3} as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={1}>
        {label}
      </Text>
      {errors[name] ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {errors[name]}
        </Text>
      ) : null}
      {value.map((circular, i) => (
        <Box key={i} borderWidth="1px" borderColor="gray.200" rounded="md" p={3}>
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" columnGap={4} rowGap={3}>
            {CIRCULAR_PARTS.map((part) => (
              <Box
                key={part}
                gridColumn={part === 'number' || part === 'date' ? undefined : '1 / -1'}
              >
                <TextInput
                  label={`${parts[part].label} (circular ${i + 1})`}
                  required={part !== 'href'}
                  hint={parts[part].hint}
                  type={part === 'date' ? 'date' : undefined}
                  error={errors[`${name}[${i}].${part}`]}
                  value={circular[part] ?? ''}
                  onChange={(text) => set(i, part, text)}
                />
              </Box>
            ))}
          </Grid>
          <Button
            mt={3}
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onChange(value.filter((_, at) => at !== i))}
          >
            <LuTrash2 /> Remove circular {i + 1}
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...value, { number: '', date: '', title: '', href: '' }])}
        >
          <LuPlus /> Add a circular
        </Button>
      </Box>
    </Stack>
  );
}

/** What the form needs besides the fields: the draft, where changes go, and the messages. */
export interface ItemFieldsProps<D extends object> {
  fields: readonly ContentField<D>[];
  draft: D;
  /** Sets one field of the draft (its name is a described field's, so its value fits). */
  set: (name: DraftField<D>['name'], value: unknown) => void;
  errors: FieldErrors;
  onError: (message: string) => void;
  /** Remounts the rich-text editor when its text is replaced from outside (a restore). */
  editorKey: string;
  /** A new item's address, asked before its first save; none once it has one. */
  address?: { value: string; onChange: (id: string) => void };
  /** On another language's version: each label says which language it is written in. */
  labelIn?: (label: string) => string;
}

/** One described field, drawn by its widget. */
function OneField<D extends object>({
  field,
  props,
}: {
  field: DraftField<D>;
  props: ItemFieldsProps<D>;
}) {
  const { draft, set, errors, onError, editorKey, labelIn = (l) => l } = props;
  const label = labelIn(field.label);
  const value: unknown = draft[field.name];
  const common = {
    label,
    required: field.required,
    hint: field.hint,
    error: errors[field.name],
    value: textAt(value),
    onChange: (v: string) => set(field.name, v),
  };
  switch (field.widget) {
    case 'text':
      return <TextInput {...common} />;
    case 'multiline':
      return <TextInput {...common} multiline />;
    case 'day':
      return <TextInput {...common} type="date" />;
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={textAt(value).slice(0, 10)}
          onChange={(v) => v && set(field.name, momentOf(v))}
        />
      );
    case 'tags':
      return (
        <TextInput
          {...common}
          value={tagsAt(value).join(', ')}
          onChange={(v) => set(field.name, tagsOf(v))}
        />
      );
    case 'rich':
      return (
        <DeskField label={label} required={field.required} error={common.error}>
          <Box w="full">
            <RichTextEditor
              key={editorKey}
              label={label}
              html={common.value}
              onChange={common.onChange}
              onError={onError}
            />
          </Box>
        </DeskField>
      );
    case 'select':
      return <ItemSelect {...common} from={field.from} placeholder={field.placeholder} />;
    case 'picture':
    case 'document':
      return (
        <UploadField
          {...common}
          {...UPLOADS[field.widget]}
          onError={onError}
          shown={
            field.widget === 'picture' ? (
              <PictureShown src={common.value ? field.shownAt(common.value) : null} />
            ) : (
              <DocumentShown name={common.value} />
            )
          }
        />
      );
    case 'check':
      return (
        <DeskField label={label} required={false} error={common.error} helper={field.hint}>
          <YesBox checked={value === true} onChange={(checked) => set(field.name, checked)} />
        </DeskField>
      );
    case 'circulars':
      return (
        <Circulars
          label={label}
          name={field.name}
          parts={field.parts}
          value={circularsAt(value)}
          errors={errors}
          onChange={(v) => set(field.name, v)}
        />
      );
    case 'cta': {
      // Its two parts side by side, kept as one object (an empty one is not sent).
      const cta = ctaAt(value);
      return (['label', 'href'] as const).map((part) => (
        <TextInput
          key={part}
          {...field.parts[part]}
          required={false}
          error={errors[`${field.name}.${part}`]}
          value={cta[part]}
          onChange={(v) => set(field.name, { ...cta, [part]: v })}
        />
      ));
    }
  }
}

/**
 * The item's fields in their declared order, on a two-column grid: a `half` field takes one
 * column (a call to action's two parts take one each), every other field the whole row.
 */
export function ItemFields<D extends object>(props: ItemFieldsProps<D>) {
  const { fields, errors, address } = props;
  return (
    <Grid templateColumns="repeat(2, minmax(0, 1fr))" columnGap={5} rowGap={5} alignItems="start">
      {fields.map((field) => {
        const span = field.half || field.widget === 'cta' ? undefined : '1 / -1';
        if (!isDraftField(field)) {
          return address ? (
            <Box key="address" gridColumn={span}>
              <TextInput
                label={field.label}
                required={field.required}
                hint={field.hint}
                error={errors.id}
                value={address.value}
                onChange={address.onChange}
              />
            </Box>
          ) : null;
        }
        return field.widget === 'cta' ? (
          <OneField key={field.name} field={field} props={props} />
        ) : (
          <Box key={field.name} gridColumn={span} minW={0}>
            <OneField field={field} props={props} />
          </Box>
        );
      })}
    </Grid>
  );
}

/**
 * A yes/no field's box, tied to its field's label (the field's id, hint and error as a Chakra
 * input has them): named "This is an advertisement", not by its "Yes" alone.
 */
function YesBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const field = useFieldContext();
  return (
    <Box as="label" display="flex" gap={2} alignItems="center" fontSize="sm">
      <input
        {...field.getInputProps()}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      Yes
    </Box>
  );
}
