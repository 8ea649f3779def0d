// The content desk's calls (docs/contract.md §13), typed from src/contract/contentDesk.ts.
import {
  contentDeskApi,
  type ContentDetail,
  type ContentDraft,
  type ContentKind,
  type ContentRow,
  type UploadAnswer,
} from '../../contract/contentDesk';
import { get, send, upload } from '../../lib/api';

export const fetchContentList = (kind: ContentKind) =>
  get<{ data: ContentRow[] }>(contentDeskApi.list(kind));
export const fetchContent = <K extends ContentKind>(kind: K, id: string) =>
  get<ContentDetail<K>>(contentDeskApi.item(kind, id));
export const createContent = <K extends ContentKind>(kind: K, item: ContentDraft<K>, id?: string) =>
  send<ContentDetail<K>>('POST', contentDeskApi.list(kind), { item, ...(id ? { id } : {}) });
export const saveDraft = <K extends ContentKind>(
  kind: K,
  id: string,
  item: ContentDraft<K>,
  basedOn: number,
) => send<ContentDetail<K>>('PUT', contentDeskApi.item(kind, id), { item, basedOn });
export const publishVersion = <K extends ContentKind>(kind: K, id: string, version: number) =>
  send<ContentDetail<K>>('POST', contentDeskApi.publish(kind, id), { version });
export const restoreVersion = <K extends ContentKind>(kind: K, id: string, version: number) =>
  send<ContentDetail<K>>('POST', contentDeskApi.restore(kind, id), { version });
export const uploadFile = (file: File) => upload<UploadAnswer>(contentDeskApi.uploads, file);
