// How a record's stored fields are shown on the desk: the names the public forms use (the stored
// names keep the original system's spelling, e.g. `clinetCode`), times in IST, rupees in Indian
// style, as each request kind declares its fields (src/contract/requests, `fields`).
import {
  REFERENCE_FIELDS,
  REQUEST_FIELDS,
  type FieldDeclarations,
  type FieldShow,
} from '../../../contract/requests';
import { rupees } from '../../../contract/requests/words';
import { isLanguage, LANGUAGE_NAMES } from '../../../i18n/languages';
import { formatDateTime, formatDay } from '../shell/format';

/** Shown in the record's heading and first rows already: its reference number and channel. */
const SHOWN_ELSEWHERE = new Set([...REFERENCE_FIELDS, 'source']);

/** camelCase field names nobody mapped: "someField" → "Some field". */
const fallback = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const SHOW: Record<FieldShow, (value: string | number) => string> = {
  text: String,
  rupees: (value) => rupees(Number(value)),
  time: (value) => formatDateTime(String(value)),
  day: (value) => formatDay(String(value)),
  words: (value) => String(value).replace('-', ' '),
  language: (value) => (isLanguage(value) ? LANGUAGE_NAMES[value] : String(value)),
};

export function recordFields(
  fields: Record<string, string | number>,
  declared: FieldDeclarations = REQUEST_FIELDS,
): { field: string; label: string; value: string }[] {
  return Object.entries(fields)
    .filter(([field]) => !SHOWN_ELSEWHERE.has(field))
    .map(([field, value]) => ({
      field,
      label: declared[field]?.label ?? fallback(field),
      value: SHOW[declared[field]?.show ?? 'text'](value),
    }));
}
