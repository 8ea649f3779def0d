import { api } from '../../contract/api';
import type { DownloadItem } from '../../contract/entities';
import { listAtom } from '../../lib/lists';

export const downloadsAtom = listAtom<DownloadItem>(api.downloads);
export const downloadFormAtom = listAtom<DownloadItem>(api.downloadForm);
