// Drafts, publishing and versions of the site data's sections (docs/contract.md §13c). A section
// in one language is one item of the content desk's version store (`contentVersions`, ref
// `site/<section>` or `site.hi/<section>`); a publish writes only that section's part of the
// `site` document (or of `siteHi`/`siteGu`) in one locked update, the rest of it untouched.
import { contentMsg } from '../../src/contract/contentDesk';
import { isPlainObject, jsonTypeErrors, wrongTypeMsg } from '../../src/contract/jsonTypes';
import { validateWith } from '../../src/contract/schemas';
import {
  blankRow,
  formShownAt,
  isScheduledSection,
  ownForm,
  sectionForm,
  sectionFromForm,
  sectionSchema,
  sectionValue,
  SITE_DESK_LANGUAGES,
  SITE_SECTION_NAMES,
  SITE_SECTIONS,
  siteDeskApi,
  siteMsg,
  withSection,
  type SectionForm,
  type SiteDeskLanguage,
  type SiteSection,
  type SiteSectionDetail,
  type SiteSectionRow,
} from '../../src/contract/siteDesk';
import { sectionChange, siteScope, type ApprovalRow } from '../../src/contract/approvals';
import type { Store } from '../store/types';
import { ApprovalRules, commentOf, decidable } from './approvals';
import { ContentDeskError } from './deskError';
import { settleSiteSchedule } from './siteDeskSchedule';
import { VersionLog, versionView } from './versionLog';

const DOCUMENT = { en: 'site', hi: 'siteHi', gu: 'siteGu' } as const;
const TRANSLATIONS = SITE_DESK_LANGUAGES.filter((l) => l !== 'en');

/** The version store's kind of a section in a language: `site.notices`, `site.notices.hi`. */
const kindOf = (section: SiteSection, language: SiteDeskLanguage) =>
  language === 'en' ? `site.${section}` : `site.${section}.${language}`;

/** A section's versions and its audit target: `site/notices`, `site.hi/notices`. */
export const siteRef = (section: SiteSection, language: SiteDeskLanguage) =>
  `${language === 'en' ? 'site' : `site.${language}`}/${section}`;

/** Two rows hold the same values (PostgreSQL's jsonb hands keys back in its own order). */
const sameRow = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/**
 * Where each row of `after` was in `before` (undefined: a new row): equal rows first, then, when
 * the list kept its length, an edited row at its old place. A translation follows its row.
 */
function rowOrigins(before: SectionForm, after: SectionForm): (number | undefined)[] {
  const used = new Set<number>();
  const from = after.rows.map((row) => {
    const at = before.rows.findIndex((old, n) => !used.has(n) && sameRow(old, row));
    if (at < 0) return undefined;
    used.add(at);
    return at;
  });
  if (after.rows.length !== before.rows.length) return from;
  return from.map((at, n) => (at === undefined && !used.has(n) ? n : at));
}

export class SiteDesk {
  private readonly rules: ApprovalRules;

  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.rules = new ApprovalRules(store);
  }

  private log(section: SiteSection, language: SiteDeskLanguage) {
    return new VersionLog<SectionForm>(
      this.store,
      kindOf(section, language),
      siteRef(section, language),
      () => new ContentDeskError(409, siteMsg.stale),
    );
  }

  /**
   * What is published: the English form and, for a translation, that language's. A scheduled
   * section's documents hold only the rows showing now, so its published forms, every row with its
   * times, are its newest published versions (the documents' when none was made yet).
   */
  async live(section: SiteSection, language: SiteDeskLanguage) {
    if (isScheduledSection(section)) {
      const english = await this.publishedForm(section, 'en');
      if (language === 'en') return { english, published: english };
      return { english, published: await this.publishedForm(section, language, english) };
    }
    const english = sectionForm(
      section,
      'en',
      sectionValue(await this.store.content.get('site'), section),
    );
    if (language === 'en') return { english, published: english };
    const overlay = await this.store.content.get(DOCUMENT[language]);
    return {
      english,
      published: sectionForm(section, language, sectionValue(overlay, section), english),
    };
  }

  /** A scheduled section's newest published version in a language, laid on the English rows. */
  private async publishedForm(
    section: SiteSection,
    language: SiteDeskLanguage,
    english?: SectionForm,
  ): Promise<SectionForm> {
    const newest = (await this.log(section, language).all()).findLast(
      (v) => v.state === 'published',
    );
    if (!newest) {
      const document = await this.store.content.get(DOCUMENT[language]);
      return sectionForm(section, language, sectionValue(document, section), english);
    }
    if (!english) return newest.item;
    const rows = english.rows.map((_, n) => newest.item.rows[n] ?? blankRow(section, language));
    return { head: newest.item.head, rows };
  }

  /**
   * Puts a scheduled section's rows showing at `now` (by the English rows' times) into the
   * documents of every language, without their times, in one locked update each: what visitors
   * see follows the times. Each language's published form is kept as a version first (a seed
   * never edited is version 1), so no row hidden from the documents is lost. The same writes at
   * the same time are the same documents: a second act (another app server, a sweep after a
   * crash) changes nothing.
   */
  async applySchedule(section: SiteSection, now: Date = this.now()): Promise<SectionForm> {
    const english = await this.publishedForm(section, 'en');
    await this.keepSeeds(section, english);
    for (const language of SITE_DESK_LANGUAGES) {
      const form =
        language === 'en' ? english : await this.publishedForm(section, language, english);
      await this.writeDocument(section, language, formShownAt(section, form, english, now));
    }
    return english;
  }

  /**
   * Each language's published form of a scheduled section kept as version 1 where none was made
   * yet, laid on the English rows it was published with (`english`): once the documents hold
   * only the rows showing, the versions are where the others are.
   */
  private async keepSeeds(section: SiteSection, english: SectionForm) {
    for (const language of SITE_DESK_LANGUAGES) {
      const log = this.log(section, language);
      if ((await log.count()) > 0) continue;
      await log.next(0, await this.publishedForm(section, language, english));
    }
  }

  async list(): Promise<SiteSectionRow[]> {
    return Promise.all(
      SITE_SECTION_NAMES.map(async (section) => {
        const languages = await Promise.all(
          SITE_DESK_LANGUAGES.map(async (language) => {
            const newest = (await this.log(section, language).all()).at(-1);
            const state =
              newest?.state === 'draft'
                ? 'changed'
                : newest?.state === 'awaiting'
                  ? 'awaiting'
                  : 'published';
            return [language, newest ? { state, at: newest.createdAt, by: newest.by } : { state }];
          }),
        );
        const { label, shownOn } = SITE_SECTIONS[section];
        return {
          section,
          label,
          shownOn,
          languages: Object.fromEntries(languages),
        } as SiteSectionRow;
      }),
    );
  }

  async detail(section: SiteSection, language: SiteDeskLanguage): Promise<SiteSectionDetail> {
    const [versions, { english, published }] = await Promise.all([
      this.log(section, language).all(),
      this.live(section, language),
    ]);
    const newest = versions.at(-1);
    return {
      section,
      language,
      form: newest ? newest.item : published,
      published,
      english,
      versions: versions.map(versionView).reverse(),
    };
  }

  /** Saves a draft after `basedOn` (the newest version the editor had); 400 naming bad fields. */
  async save(
    section: SiteSection,
    language: SiteDeskLanguage,
    by: string,
    body: { form?: unknown; basedOn?: unknown },
  ): Promise<SiteSectionDetail> {
    const current = await this.detail(section, language);
    const newest = current.versions[0]?.number ?? 0;
    if (body.basedOn !== undefined && body.basedOn !== newest) {
      throw new ContentDeskError(409, siteMsg.stale);
    }
    const schema = sectionSchema(section, language);
    // ownForm reads a field of the wrong kind as empty: refused by name first, never saved so.
    const wrong =
      body.form === undefined || isPlainObject(body.form)
        ? jsonTypeErrors(schema, body.form)
        : { form: wrongTypeMsg };
    if (Object.keys(wrong).length) throw new ContentDeskError(400, siteMsg.invalid, wrong);
    const result = await validateWith(schema, ownForm(section, language, body.form));
    if (!result.ok) throw new ContentDeskError(400, siteMsg.invalid, result.errors);
    const form = result.value as SectionForm;
    // A translation has a row for each English row, no more.
    if (language !== 'en') form.rows = form.rows.slice(0, current.english.rows.length);
    const log = this.log(section, language);
    const number = await log.next(newest, current.published);
    await log.append(number, { state: 'draft', item: form, by });
    return this.detail(section, language);
  }

  /**
   * Writes a published form into the section's part of its document, in one locked update; a
   * scheduled section's rows showing now into every language's (its published versions hold the
   * rest).
   */
  private async write(
    section: SiteSection,
    language: SiteDeskLanguage,
    form: SectionForm,
    by: string,
  ) {
    if (isScheduledSection(section)) {
      const now = this.now();
      const english = await this.applySchedule(section, now);
      await settleSiteSchedule(this.store, section, english.rows, now, by);
      return;
    }
    await this.writeDocument(section, language, form);
  }

  private async writeDocument(section: SiteSection, language: SiteDeskLanguage, form: SectionForm) {
    await this.store.content.update(DOCUMENT[language], (document) =>
      withSection(
        document,
        section,
        sectionFromForm(section, language, form, sectionValue(document, section)),
      ),
    );
  }

  /**
   * Publishes version `number` (a restore when it is an earlier one): at once, or where approval
   * is on for the section (docs/contract.md §13d) as a version awaiting an approver.
   */
  async publish(section: SiteSection, language: SiteDeskLanguage, by: string, number: unknown) {
    if (await this.rules.required(siteScope(section))) {
      const submitted = await this.log(section, language).submit(number, by);
      if (!submitted) throw new ContentDeskError(404, contentMsg.versionNotFound);
      return {
        detail: await this.detail(section, language),
        restoredFrom: submitted.restoredFrom,
        awaiting: submitted.awaiting,
        followed: [],
      };
    }
    return this.goLive(section, language, by, number);
  }

  /**
   * Makes version `number` what visitors see, as a new version. When the English rows move, are
   * added or removed, each translation's rows follow their English rows, as a new published
   * version of that translation.
   */
  private async goLive(
    section: SiteSection,
    language: SiteDeskLanguage,
    by: string,
    number: unknown,
  ): Promise<{
    detail: SiteSectionDetail;
    restoredFrom?: number;
    awaiting?: number;
    followed: { language: SiteDeskLanguage; number: number }[];
  }> {
    // What was published before this one (a scheduled section's is its newest published version).
    const english = (await this.live(section, 'en')).english;
    const before = language === 'en' ? english : undefined;
    const published = await this.log(section, language).publish(number, by);
    if (!published) throw new ContentDeskError(404, contentMsg.versionNotFound);
    // The translations' forms as they were laid on the English rows before this publish.
    if (isScheduledSection(section)) await this.keepSeeds(section, english);
    const { source, restoredFrom } = published;
    await this.write(section, language, source.item, by);
    const followed = before ? await this.followRows(section, before, source.item, by) : [];
    return { detail: await this.detail(section, language), restoredFrom, followed };
  }

  /** Moves each translation's rows after their English rows; which ones moved, at which version. */
  private async followRows(
    section: SiteSection,
    before: SectionForm,
    after: SectionForm,
    by: string,
  ) {
    const followed: { language: SiteDeskLanguage; number: number }[] = [];
    const origins = rowOrigins(before, after);
    if (origins.length === before.rows.length && origins.every((at, n) => at === n))
      return followed;
    for (const language of TRANSLATIONS) {
      const translated = isScheduledSection(section)
        ? await this.publishedForm(section, language, before)
        : sectionForm(
            section,
            language,
            sectionValue(await this.store.content.get(DOCUMENT[language]), section),
            before,
          );
      if (translated.rows.every((row) => Object.values(row).every((v) => v === ''))) continue;
      const moved: SectionForm = {
        head: translated.head,
        rows: origins.map((at) =>
          at === undefined ? blankRow(section, language) : translated.rows[at]!,
        ),
      };
      const log = this.log(section, language);
      const number = await log.next(await log.count(), translated);
      await log.append(number, { state: 'published', item: moved, by });
      await this.write(section, language, moved, by);
      followed.push({ language, number });
    }
    return followed;
  }

  /** An approver publishes the version awaiting approval (never one who made the change). */
  async approve(section: SiteSection, language: SiteDeskLanguage, by: string, number: unknown) {
    const version = await decidable(this.log(section, language), number, by);
    return this.goLive(section, language, by, version.number);
  }

  /** An approver sends the awaiting version back: a draft of it again, with their comment. */
  async sendBack(
    section: SiteSection,
    language: SiteDeskLanguage,
    by: string,
    body: { version?: unknown; comment?: unknown },
  ) {
    const log = this.log(section, language);
    const version = await decidable(log, body.version, by);
    await log.sendBack(version, by, commentOf(body));
    return this.detail(section, language);
  }

  /** Every section and language whose newest version awaits approval. */
  async awaitingApproval(): Promise<ApprovalRow[]> {
    const rows: ApprovalRow[] = [];
    for (const section of SITE_SECTION_NAMES) {
      for (const language of SITE_DESK_LANGUAGES) {
        const pending = await this.log(section, language).awaiting();
        if (!pending) continue;
        const { published } = await this.live(section, language);
        const def = SITE_SECTIONS[section];
        rows.push({
          target: siteRef(section, language),
          kindLabel: 'Site data',
          title: language === 'en' ? def.label : `${def.label} (${language})`,
          scope: siteScope(section),
          version: pending.version.number,
          requestedBy: pending.version.by,
          at: pending.version.createdAt,
          makers: pending.makers,
          approve: siteDeskApi.approve(section, language),
          sendBack: siteDeskApi.sendBack(section, language),
          ...sectionChange(def.head, def.rows, published, pending.version.item),
        });
      }
    }
    return rows;
  }
}
