// How a content kind's editable fields are described (docs/architecture.md §6 "a content kind",
// §8): each kind lists its fields once in CONTENT_KINDS (contentDesk.ts), and the desk's one
// editor draws them, a new item's empty draft and what is sent both come from the same list.
// A field's name is typed against the kind's draft, so a misspelt field is a type error.
import type { ContentItems } from './contentDesk';
import type { SourceCircular } from './entities';
import type { NavLink } from './site';

/** The names of `D`'s fields whose values are `V` (optional ones included). */
type NamesOf<D, V> = { [P in keyof D]-?: Exclude<D[P], undefined> extends V ? P : never }[keyof D] &
  keyof D &
  string;

/** What every field has: its label, whether it must be filled, a hint under it, its width. */
interface FieldBase {
  label: string;
  /** Marked with an asterisk; the server's schema is what enforces it. */
  required: boolean;
  hint?: string;
  /** Half the form's width, beside its neighbour (dates, tags, short names). */
  half?: boolean;
}

/**
 * One editable field of a kind whose drafts are `D`:
 * - `text`, `multiline`: words on one line or a few;
 * - `date`: a moment kept as ISO 8601, picked as a day (09:00 India time);
 * - `day`: a `YYYY-MM-DD` day, none when left empty;
 * - `rich`: HTML written in the rich-text editor;
 * - `picture`, `document`: an uploaded image (served at `shownAt`) or PDF;
 * - `select`: the id of one item of another kind (`from`), drafts included;
 * - `tags`: a list of short words, typed separated by commas;
 * - `cta`: a call to action (a label and a link), none when both are empty;
 * - `check`: a yes or no (an advertisement's flag);
 * - `circulars`: a list of circulars (number, date, subject, link), a regulatory page's sources.
 */
export type ContentField<D> = FieldBase &
  (
    | { widget: 'text' | 'multiline' | 'day' | 'rich' | 'document'; name: NamesOf<D, string> }
    | { widget: 'date'; name: NamesOf<D, string> }
    | { widget: 'picture'; name: NamesOf<D, string>; shownAt: (name: string) => string }
    | {
        widget: 'select';
        name: NamesOf<D, string>;
        from: keyof ContentItems;
        /** The empty choice's words, e.g. "Choose an album…". */
        placeholder: string;
      }
    | { widget: 'tags'; name: NamesOf<D, readonly string[]> }
    /** A yes or no, none (no) when the item is new. */
    | { widget: 'check'; name: NamesOf<D, boolean> }
    | {
        widget: 'cta';
        name: NamesOf<D, NavLink>;
        /** The labels and hints of its two parts. */
        parts: Record<'label' | 'href', { label: string; hint?: string }>;
      }
    | {
        widget: 'circulars';
        name: NamesOf<D, readonly SourceCircular[]>;
        /** The labels and hints of a circular's parts. */
        parts: Record<keyof SourceCircular, { label: string; hint?: string }>;
      }
    /** A new item's address (its id), asked only before the first save. */
    | { widget: 'address'; name?: undefined }
  );

/** Lists the fields of a kind whose items are `T` (its drafts are `T` without `_id`). */
export const fieldsOf = <T>(fields: readonly ContentField<Omit<T, '_id'>>[]) => fields;

/** The fields that hold a value of the draft (all but the address). */
export type DraftField<D> = Exclude<ContentField<D>, { widget: 'address' }>;
export const isDraftField = <D>(field: ContentField<D>): field is DraftField<D> =>
  field.widget !== 'address';

/** A field's value when the item is new: none for days and calls to action, now for a date. */
function emptyValue(widget: DraftField<unknown>['widget'], now: Date): string | [] | undefined {
  if (widget === 'tags') return [];
  if (widget === 'date') return now.toISOString();
  if (widget === 'day' || widget === 'cta' || widget === 'check' || widget === 'circulars')
    return undefined;
  return '';
}

/**
 * A new item's draft: each described field at its empty value. The server's schema decides what
 * may be saved (contentFields.test.ts checks that the fields cover every field it requires).
 */
export function emptyDraft<D extends object>(fields: readonly ContentField<D>[], now: Date): D {
  const draft: Partial<Record<keyof D, unknown>> = {};
  for (const field of fields.filter(isDraftField)) {
    const value = emptyValue(field.widget, now);
    if (value !== undefined) draft[field.name] = value;
  }
  // Each value is its widget's, and a widget is typed against the field's value: the one place a
  // draft is assembled from its descriptors (contentFields.test.ts checks the result per kind).
  return draft as D;
}

/** A call to action with neither label nor link is none: it is not sent (docs/contract.md §13). */
export const isEmptyCta = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !('label' in value && value.label) &&
  !('href' in value && value.href);
