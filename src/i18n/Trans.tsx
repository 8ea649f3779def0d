import { Trans as LinguiTrans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageKey } from './catalogs/en';

/**
 * A message with markup inside (`<0>*</0>`), so a translation can move the marked words where its
 * grammar needs them; `components` supplies the elements by number.
 */
export function Trans({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  return <LinguiTrans id={id} values={values} components={components} />;
}
