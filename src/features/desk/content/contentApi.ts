// The content desk's calls (docs/contract.md §13), typed from src/contract/contentDesk.ts.
import {
  contentDeskApi,
  type ContentDetail,
  type ContentDraft,
  type ContentItems,
  type ContentKind,
  type ContentLanguage,
  type ContentMove,
  type ContentPublish,
  type ContentRow,
  type ContentTextDetail,
  type UploadAnswer,
} from '../../../contract/contentDesk';
import type { ContentSchedule } from '../../../contract/schedule';
import { get, send, upload } from '../../../lib/api';

export const fetchContentList = (kind: ContentKind) =>
  get<{ data: ContentRow[] }>(contentDeskApi.list(kind));
/** An item, or (`language`) its version in that language beside the English item of this kind. */
export type EditedDetail<K extends ContentKind = ContentKind> =
  ContentDetail<K> | (ContentTextDetail & { english: ContentItems[K] });

export const fetchContent = <K extends ContentKind>(
  kind: K,
  id: string,
  language?: ContentLanguage,
) => get<EditedDetail<K>>(contentDeskApi.item(kind, id, language));
/** `item`: its described fields, checked against the kind's schema before it is sent. */
export const createContent = <K extends ContentKind>(
  kind: K,
  item: Partial<ContentDraft<K>>,
  id?: string,
) => send<ContentDetail<K>>('POST', contentDeskApi.list(kind), { item, ...(id ? { id } : {}) });
export const saveDraft = <K extends ContentKind>(
  kind: K,
  id: string,
  item: object,
  basedOn: number,
  language?: ContentLanguage,
) => send<EditedDetail<K>>('PUT', contentDeskApi.item(kind, id, language), { item, basedOn });
/**
 * Publishes (`publish`) or restores (`restore`) version `version` of an item; `override`, the
 * reason to publish it despite its authoring warnings (§13g).
 */
const versionCall =
  (action: 'publish' | 'restore') =>
  <K extends ContentKind>(
    kind: K,
    id: string,
    version: number,
    language?: ContentLanguage,
    override?: string,
  ) =>
    send<EditedDetail<K>>('POST', contentDeskApi[action](kind, id, language), {
      version,
      ...(override ? { override } : {}),
    } satisfies ContentPublish);
export const publishVersion = versionCall('publish');
export const restoreVersion = versionCall('restore');
/** Moves a published item one place in its public list; answers the rows in their new order. */
export const moveContent = (kind: ContentKind, id: string, to: ContentMove['to']) =>
  send<{ data: ContentRow[] }>('POST', contentDeskApi.move(kind, id), { to } satisfies ContentMove);
export const uploadFile = (file: File) => upload<UploadAnswer>(contentDeskApi.uploads, file);
/** Sets an item's publish and unpublish times (§13e); answers the item with them. */
export const saveSchedule = <K extends ContentKind>(kind: K, id: string, times: ContentSchedule) =>
  send<ContentDetail<K>>('PUT', contentDeskApi.schedule(kind, id), times);
