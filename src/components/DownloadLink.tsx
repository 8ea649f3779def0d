import type { SystemStyleObject } from '#styled-system/types';
import { Glyph } from './siteIcons/Glyph';
import { api } from '../contract/api';
import type { DownloadItem } from '../contract/entities';
import { enDownloads } from '../i18n/catalogs/enDownloads';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';
import { Link } from './staticUi';

registerEnglish(enDownloads);

/** A compact icon-and-word link that fits a table row and is still a 40 px touch target. */
const downloadLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  minH: 10,
  px: 3,
  rounded: 'md',
  color: 'brand.600',
  fontWeight: 'semibold',
  _hover: { bg: 'brand.50', textDecoration: 'none' },
} satisfies SystemStyleObject;

/** GET /api/downloads/{filePath}: saved under the file's own name (`download`). */
export function DownloadLink({ item }: { item: DownloadItem }) {
  const t = useT();
  return (
    <Link
      href={api.download(item.filePath)}
      download={item.filePath}
      aria-label={t('downloads.downloadFile', { name: item.fileName })}
      css={downloadLink}
    >
      <Glyph name="download" aria-hidden="true" />
      {t('downloads.download')}
    </Link>
  );
}
