// The collections of the visitor request kinds, one per declaration (src/contract/requests), as
// both engines open them: an engine says how it opens one collection, this names them all.
import { REQUEST_KINDS, type RequestKindName } from '../../src/contract/requests';
import type { Collection, RequestCollections } from './types';

/** Opens each kind's collection (COLLECTIONS[name]) with `open`, in the declarations' order. */
export async function openRequestCollections(
  open: (name: RequestKindName) => Collection<object, string> | Promise<Collection<object, string>>,
): Promise<RequestCollections> {
  const opened: Partial<Record<RequestKindName, Collection<object, string>>> = {};
  for (const kind of REQUEST_KINDS) opened[kind.name] = await open(kind.name);
  // Each was opened with its own kind's spec (COLLECTIONS is keyed by the same names), so its
  // records are that kind's: the one place the declared record types meet the engines' objects.
  return opened as unknown as RequestCollections;
}
