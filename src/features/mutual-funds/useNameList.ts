import { useList, type ListAtom } from '../../lib/lists';

/** The names of a list (AMCs, categories) for a dropdown; null while loading. */
export function useNameList<T>(list: ListAtom<T>, pick: (item: T) => string) {
  const { list: items, failed } = useList(list);
  return { names: items?.map(pick) ?? null, failed };
}
