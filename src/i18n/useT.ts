import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { MessageKey } from './catalogs/en';
import type { Translate } from './validation';

/**
 * The active language's `t(key, values)`, typed by the English catalogue's keys. Components re-render
 * when the language changes.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return useMemo(() => (key: MessageKey, values?: Record<string, unknown>) => _(key, values), [_]);
}
