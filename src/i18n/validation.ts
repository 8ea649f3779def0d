// Validation messages in the visitor's language (docs/contract.md §5a). The schemas keep their
// English messages (the specification's contract); a failed rule is translated afterwards, found by
// its English message, so every language comes from the same yup schemas, on the client and the
// server alike.
import type { ValidationError } from 'yup';
import { msg } from '../contract/messages';
import type { MessageKey } from './catalogs/en';
import { enValidation } from './catalogs/enValidation';

type MsgKey = keyof typeof msg;
const keyOfMessage = new Map<string, MsgKey>(
  (Object.entries(msg) as [MsgKey, string][]).map(([key, text]) => [text, key]),
);

/** A translator: a catalogue key and its ICU values to text (Lingui's `i18n._`). */
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

const isCatalogKey = (key: string): key is MessageKey => Object.hasOwn(enValidation, key);

/**
 * One failed rule's message in the active language; English when the catalogue has no entry for it
 * (an English visitor always gets the schema's own message).
 */
export function translateError(
  error: Pick<ValidationError, 'message' | 'type' | 'params'>,
  translate: Translate,
): string {
  const key = `validation.${keyOfMessage.get(error.message)}`;
  if (isCatalogKey(key)) return translate(key);
  if (error.type === 'max' && typeof error.params?.max === 'number') {
    return translate('validation.textMax', { max: error.params.max });
  }
  return error.message;
}
