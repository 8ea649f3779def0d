// Each content kind's field descriptors (CONTENT_KINDS' `fields`, docs/architecture.md §6 "a
// content kind") against the server's schema of that kind: the editor draws, sends and starts a
// new item from the descriptors, so a field the schema has but the descriptors forget would be
// missing from the form and dropped on save, and a required one would make every new item fail.
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import type * as entities from './entities';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  contentFields,
  TRANSLATED_KINDS,
  type ContentKind,
} from './contentDesk';
import { emptyDraft, fieldsOf, isDraftField } from './contentFields';
import { ITEM_HTML_FIELD } from './htmlFields';

const described = (kind: ContentKind) =>
  contentFields(kind)
    .filter(isDraftField)
    .map((f) => f.name);
const schemaOf = (kind: ContentKind): AnyObjectSchema => CONTENT_KINDS[kind].schema;
/** The schema's fields, and which of them it requires. */
function schemaFields(kind: ContentKind) {
  const fields = schemaOf(kind).describe().fields;
  const all = Object.keys(fields);
  const required = all.filter((name) => {
    const field = fields[name]!;
    return 'optional' in field && !field.optional;
  });
  return { all, required };
}

describe.each(CONTENT_KIND_NAMES)('the fields of %s', (kind) => {
  it('name only fields its schema has, each once', () => {
    const names = described(kind);
    expect(new Set(names).size).toBe(names.length);
    expect(schemaFields(kind).all).toEqual(expect.arrayContaining(names));
  });

  it('describe every field of its schema, so none is missing from the form or dropped on save', () => {
    expect(described(kind).sort()).toEqual(schemaFields(kind).all.sort());
  });

  it('mark as required exactly the fields the schema requires', () => {
    const marked = contentFields(kind)
      .filter(isDraftField)
      .filter((f) => f.required)
      .map((f) => f.name);
    expect(marked.sort()).toEqual(schemaFields(kind).required.sort());
  });

  it('start a new item with every required field, which the schema then asks to be filled', () => {
    const draft = emptyDraft(contentFields(kind), new Date('2026-11-29T10:00:00Z'));
    expect(Object.keys(draft)).toEqual(expect.arrayContaining(schemaFields(kind).required));
    // An empty draft is refused for its empty fields only, never for its shape.
    expect(() => schemaOf(kind).validateSync(draft, { abortEarly: false })).toThrow();
  });

  it('draw its HTML, if it has any, with the rich-text editor', () => {
    const rich = contentFields(kind)
      .filter((f) => f.widget === 'rich')
      .map((f) => f.name);
    const html: Partial<Record<ContentKind, string>> = ITEM_HTML_FIELD;
    expect(rich).toEqual(html[kind] ? [html[kind]] : []);
  });
});

describe('translated kinds', () => {
  it('translate only fields their English form describes', () => {
    for (const [kind, { fields }] of Object.entries(TRANSLATED_KINDS)) {
      expect(described(kind as ContentKind)).toEqual(expect.arrayContaining([...fields]));
    }
  });
});

describe('a new item’s empty draft', () => {
  it('holds each widget’s empty value: none for days, checks and calls to action, the day for a date', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(emptyDraft(contentFields('news'), now)).toEqual({
      newsTitle: '',
      description: '',
      date: '2026-11-29T10:00:00.000Z',
      tags: [],
      imagePath: '',
      alt: '',
      news: '',
      adReference: '',
    });
    expect(emptyDraft(contentFields('banners'), now)).toEqual({
      title: '',
      text: '',
      imagePath: '',
      alt: '',
      adReference: '',
    });
  });
});

describe('a field’s name', () => {
  it('is typed against the kind’s drafts (tsc refuses a misspelt one)', () => {
    const misspelt = fieldsOf<entities.NewsItem>([
      // @ts-expect-error `newsTittle` is no field of a news item.
      { name: 'newsTittle', label: 'Title', widget: 'text', required: true },
    ]);
    const mistyped = fieldsOf<entities.NewsItem>([
      // @ts-expect-error a list of tags is not one line of text.
      { name: 'tags', label: 'Tags', widget: 'text', required: true },
    ]);
    expect([misspelt, mistyped].map((fields) => fields.length)).toEqual([1, 1]);
    expect(described('news')).toContain('newsTitle');
  });
});
