import { ListStatus } from '../../components/ListStatus';
import { BannerPage } from '../../components/BannerPage';
import { useList } from '../../lib/lists';
import { downloadsAtom } from './atoms';
import { DownloadsTable } from '../../components/DownloadsTable';
import { enDownloads } from '../../i18n/catalogs/enDownloads';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enDownloads);

/** /new-downloads: every downloadable document (GET /api/downloads/). */
export function DownloadsPage() {
  const downloads = useList(downloadsAtom);
  const t = useT();
  return (
    <BannerPage title={t('downloads.title')} subtitle={t('downloads.subtitle')} maxW="5xl">
      <ListStatus {...downloads} empty={t('downloads.empty')}>
        {(items) => <DownloadsTable items={items} label={t('downloads.title')} />}
      </ListStatus>
    </BannerPage>
  );
}
