// One section of the site data in one language (docs/contract.md §13c): its heading fields and
// rows (add, remove, move in English; a translation shows each English value beside its input),
// Save draft, Preview, Publish and the versions.
import {
  Box,
  Button,
  Field,
  Flex,
  Grid,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  Textarea,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { SiteConfig, SiteOverlay } from '../../../contract/site';
import {
  blankRow,
  ownForm,
  sectionFields,
  sectionSchema,
  SITE_SECTIONS,
  siteMsg,
  type SectionForm,
  type SiteDeskLanguage,
  type SiteField,
  type SiteSection,
  type SiteSectionDetail,
} from '../../../contract/siteDesk';
import { EditorHeader } from '../shell/EditorHeader';
import {
  fetchPublicSite,
  publishSiteSection,
  restoreSiteSection,
  saveSiteSection,
} from './siteApi';
import { LANGUAGE_NAMES, siteWithDraft } from './siteDraft';
import { SiteSectionPreview } from './SiteSectionPreview';
import { useDraftActions } from '../shell/useDraftActions';
import { VersionsPanel } from '../shell/VersionsPanel';
import { SectionDiff } from '../shell/VersionDiff';
import { sectionChange } from '../../../contract/approvals';
import { isScheduleTime } from '../../../contract/schedule';
import { ScheduleFields } from '../shell/ScheduleFields';
import { scheduleSummary } from '../shell/scheduleSummary';
import { fromScheduleInput, toScheduleInput } from '../shell/scheduleTime';

/** A row's publish and unpublish times are set with the content editor's schedule inputs. */
const isTime = (f: SiteField) => f.kind === 'time';
/** A row's times in one line (`Publishes … · Unpublishes …`, IST); a time being typed: none. */
const timesLine = (row: Record<string, string>) => {
  const at = (v: string | undefined) => (v && isScheduleTime(v) ? v : undefined);
  return scheduleSummary({ publishAt: at(row.publishAt), unpublishAt: at(row.unpublishAt) });
};

const WIDE: ReadonlySet<SiteField['kind']> = new Set(['long', 'lines']);

/** The English a translation is made from: a quiet grey quote above the field, lines kept. */
const englishQuote = {
  fontSize: 'sm',
  color: 'gray.600',
  bg: 'gray.50',
  borderLeftWidth: '3px',
  borderColor: 'gray.300',
  px: 2,
  py: 1,
  mb: 1,
  w: 'full',
  whiteSpace: 'pre-line',
} satisfies SystemStyleObject;

function FieldInput({
  field,
  value,
  error,
  english,
  lang,
  onChange,
}: {
  field: SiteField;
  value: string;
  error: string | undefined;
  /** On a translation tab: the English it translates. */
  english?: string;
  lang: string;
  onChange: (value: string) => void;
}) {
  const multiline = WIDE.has(field.kind);
  const props = {
    value,
    lang,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    bg: 'white',
    size: 'sm' as const,
  };
  return (
    <Field.Root invalid={Boolean(error)} gridColumn={multiline ? '1 / -1' : undefined}>
      <Field.Label fontSize="xs" color="gray.700">
        {field.label}
        {field.optional ? (
          <Text as="span" color="gray.500" fontWeight="normal">
            {' '}
            (optional)
          </Text>
        ) : null}
      </Field.Label>
      {english !== undefined ? (
        <Text lang="en-IN" {...englishQuote}>
          {english || '—'}
        </Text>
      ) : null}
      {multiline ? (
        <Textarea {...props} rows={field.kind === 'lines' ? 3 : 2} autoresize />
      ) : (
        <Input
          {...props}
          type={field.kind === 'email' ? 'email' : 'text'}
          inputMode={field.kind === 'phone' ? 'tel' : undefined}
          fontFamily={field.kind === 'link' || field.kind === 'icon' ? 'mono' : undefined}
        />
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A new order of `rows`: the one at `from` moved to `to`. */
const moved = <T,>(rows: T[], from: number, to: number) => {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
};

export function SiteSectionEditor({
  section,
  language,
  initial,
  initialSite,
}: {
  section: SiteSection;
  language: SiteDeskLanguage;
  initial: SiteSectionDetail;
  initialSite: { site: SiteConfig; overlay: SiteOverlay | undefined };
}) {
  const def = SITE_SECTIONS[section];
  const fields = sectionFields(section, language);
  const translating = language !== 'en';
  const lang = LANGUAGE_NAMES[language].lang;
  const normal = (form: SectionForm) => ownForm(section, language, form);
  const [detail, setDetail] = useState(initial);
  const [publicSite, setPublicSite] = useState(initialSite);
  const [form, setForm] = useState(() => normal(initial.form));
  const { errors, setErrors, setNotice, mode, passes, actions } = useDraftActions();

  const newest = detail.versions[0];
  const dirty = JSON.stringify(form) !== JSON.stringify(normal(detail.form));
  const isLive = !dirty && (newest === undefined || newest.state === 'published');
  const status = dirty
    ? 'Unsaved changes'
    : isLive
      ? 'Published: visitors see this'
      : 'Draft with changes not yet published';

  const setRows = (rows: Record<string, string>[]) => setForm((f) => ({ ...f, rows }));
  /** Rows moved, added or removed: the messages named rows by their old places. */
  const reorder = (rows: Record<string, string>[]) => {
    setErrors({});
    setRows(rows);
  };
  /** A field's message goes once the field changes; the rules run again on save. */
  const clearError = (path: string) => {
    if (!(path in errors)) return;
    const rest = Object.fromEntries(Object.entries(errors).filter(([at]) => at !== path));
    setErrors(rest);
    if (Object.keys(rest).length === 0) setNotice(null);
  };
  const setCell = (n: number, name: string, value: string) => {
    clearError(`rows[${n}].${name}`);
    setRows(form.rows.map((row, i) => (i === n ? { ...row, [name]: value } : row)));
  };

  const take = (next: SiteSectionDetail) => {
    setDetail(next);
    setForm(normal(next.form));
  };

  /** Saves when there is something new; resolves with the section as the server has it. */
  const save = async (): Promise<SiteSectionDetail | null> => {
    if (!dirty && newest) return detail;
    if (!passes(sectionSchema(section, language), form, siteMsg.invalid)) return null;
    const next = await saveSiteSection(section, language, form, newest?.number ?? 0);
    take(next);
    return next;
  };
  const published = async (next: SiteSectionDetail) => {
    take(next);
    setPublicSite(await fetchPublicSite(language));
    return next;
  };
  const { head, restore } = actions({
    save,
    publish: async (_saved, number) =>
      published(await publishSiteSection(section, language, number)),
    restore: async (number) => published(await restoreSiteSection(section, language, number)),
  });

  /** A row's time as its input shows it, in India's time; sent with its zone. */
  const timeInput = (n: number, row: Record<string, string>, name: string) => ({
    value: toScheduleInput(row[name]),
    onValue: (v: string) => setCell(n, name, fromScheduleInput(v)),
    error: errors[`rows[${n}].${name}`],
  });

  const rowName = (n: number) => `${def.noun[0]!.toUpperCase()}${def.noun.slice(1)} ${n + 1}`;

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }} gap={6} alignItems="start">
      <Stack gap={4} minW={0}>
        <EditorHeader
          title={def.label}
          status={`${def.shownOn} · ${LANGUAGE_NAMES[language].tab} · ${status}`}
          canSave={dirty}
          isLive={isLive}
          {...head}
        />
        {translating ? (
          <Text fontSize="sm" color="gray.600">
            Translate the words only: numbers, e-mails and links are the English ones. A field left
            empty shows in English.
          </Text>
        ) : null}
        <Stack hidden={mode !== 'edit'} gap={3}>
          {fields.head.length > 0 ? (
            <Grid
              as="fieldset"
              layerStyle="card"
              p={4}
              gap={3}
              templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
            >
              {fields.head.map((f) => (
                <FieldInput
                  key={f.name}
                  field={f}
                  lang={lang}
                  value={form.head[f.name] ?? ''}
                  error={errors[`head.${f.name}`]}
                  english={translating ? (detail.english.head[f.name] ?? '') : undefined}
                  onChange={(v) => {
                    clearError(`head.${f.name}`);
                    setForm((x) => ({ ...x, head: { ...x.head, [f.name]: v } }));
                  }}
                />
              ))}
            </Grid>
          ) : null}
          <Box as="ol" listStyleType="none" display="grid" gap={3}>
            {form.rows.map((row, n) => (
              <Box as="li" key={n}>
                <Box role="group" aria-label={rowName(n)} layerStyle="card" p={4}>
                  <Flex justify="space-between" align="center" mb={2}>
                    <Text fontSize="sm" fontWeight="semibold" color="brand.800">
                      {rowName(n)}
                    </Text>
                    {translating ? null : (
                      <HStack gap={1}>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${rowName(n).toLowerCase()} up`}
                          disabled={n === 0}
                          onClick={() => reorder(moved(form.rows, n, n - 1))}
                        >
                          <LuArrowUp />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${rowName(n).toLowerCase()} down`}
                          disabled={n === form.rows.length - 1}
                          onClick={() => reorder(moved(form.rows, n, n + 1))}
                        >
                          <LuArrowDown />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Remove ${rowName(n).toLowerCase()}`}
                          onClick={() => reorder(form.rows.filter((_, i) => i !== n))}
                        >
                          <LuTrash2 />
                        </IconButton>
                      </HStack>
                    )}
                  </Flex>
                  {timesLine(row) ? (
                    <Text fontSize="sm" color="gray.600" mb={2}>
                      {timesLine(row)}
                    </Text>
                  ) : null}
                  <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap={3}>
                    {fields.rows
                      .filter((f) => !isTime(f))
                      .map((f) => (
                        <FieldInput
                          key={f.name}
                          field={f}
                          lang={lang}
                          value={row[f.name] ?? ''}
                          error={errors[`rows[${n}].${f.name}`]}
                          english={
                            translating ? (detail.english.rows[n]?.[f.name] ?? '') : undefined
                          }
                          onChange={(v) => setCell(n, f.name, v)}
                        />
                      ))}
                    {fields.rows.some(isTime) ? (
                      // The times on a line of their own, below the notice's words and link.
                      <Grid
                        gridColumn="1 / -1"
                        templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
                        gap={3}
                      >
                        <ScheduleFields
                          noun={def.noun}
                          publishAt={timeInput(n, row, 'publishAt')}
                          unpublishAt={timeInput(n, row, 'unpublishAt')}
                        />
                      </Grid>
                    ) : null}
                  </Grid>
                </Box>
              </Box>
            ))}
          </Box>
          {errors.rows ? (
            <Text color="red.600" fontSize="sm">
              {errors.rows}
            </Text>
          ) : null}
          {translating ? null : (
            <Box>
              <Button
                variant="outline"
                size="sm"
                onClick={() => reorder([...form.rows, blankRow(section, language)])}
              >
                <LuPlus /> Add {def.noun}
              </Button>
            </Box>
          )}
        </Stack>
        {mode === 'preview' ? (
          <SiteSectionPreview
            section={section}
            lang={lang}
            site={siteWithDraft(section, language, form, publicSite.site, publicSite.overlay)}
          />
        ) : null}
      </Stack>
      <VersionsPanel
        versions={detail.versions}
        {...restore}
        changes={
          newest && newest.state !== 'published' ? (
            <SectionDiff {...sectionChange(def.head, def.rows, detail.published, detail.form)} />
          ) : undefined
        }
        empty="Not edited on the desk yet: the first save keeps what visitors see now as version 1."
      />
    </Grid>
  );
}
