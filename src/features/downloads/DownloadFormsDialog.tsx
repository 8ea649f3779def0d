import { ListStatus } from '../../components/ListStatus';
import { DialogHeading, SiteDialog } from '../../components/SiteDialog';
import { Dialog } from '../../components/staticUi/dialog';
import { useList } from '../../lib/lists';
import { downloadFormAtom } from './atoms';
import { DownloadsTable } from '../../components/DownloadsTable';
import { enDownloads } from '../../i18n/catalogs/enDownloads';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enDownloads);

/** The site's "Download Forms" dialog: the list of GET /api/download-form/ with download links. */
export function DownloadFormsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    // The list is fetched on first opening, not with every page that mounts the dialog.
    <SiteDialog open={open} onClose={onClose} size="lg" scrollInside lazy closeButton="sm">
      <DialogHeading>{t('downloads.forms')}</DialogHeading>
      <Dialog.Body css={{ pt: '5' }}>
        <FormsList />
      </Dialog.Body>
    </SiteDialog>
  );
}

/** Its own component, so the list is asked for when the dialog first mounts it. */
function FormsList() {
  const t = useT();
  return (
    <ListStatus {...useList(downloadFormAtom)} empty={t('downloads.noForms')}>
      {(items) => <DownloadsTable items={items} label={t('downloads.formsLabel')} />}
    </ListStatus>
  );
}
