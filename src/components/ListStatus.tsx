import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { Text } from './staticUi';

interface Props<T> {
  /** From `useList`: null until loaded. */
  list: T[] | null;
  failed: boolean;
  /** The line shown when the list has loaded with nothing in it. */
  empty: string;
  /** Renders the items once there are some; a page that shows them elsewhere leaves it out. */
  children?: (items: T[]) => ReactNode;
}

/**
 * The body of every list: its items, or one status line while it loads, after its GET failed (the
 * page stops waiting, docs/contract.md §8) or when it is empty.
 */
export function ListStatus<T>({ list, failed, empty, children }: Props<T>) {
  const t = useT();
  if (list && list.length > 0) return children?.(list) ?? null;
  return (
    <Text role="status" css={{ color: 'gray.600', textAlign: 'center', py: 16 }}>
      {failed ? t('frame.listFailed') : list === null ? t('frame.listLoading') : empty}
    </Text>
  );
}
