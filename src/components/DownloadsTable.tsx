import type { DownloadItem } from '../contract/entities';
import { DownloadLink } from './DownloadLink';
import { Table } from './staticUi';
import { enDownloads } from '../i18n/catalogs/enDownloads';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';

registerEnglish(enDownloads);

/** The downloads table of docs/contract.md §2: Sr.no, file name, Download. */
export function DownloadsTable({ items, label }: { items: DownloadItem[]; label: string }) {
  const t = useT();
  return (
    // Focusable so that keyboard users can scroll the table sideways on a phone.
    <Table.ScrollArea
      css={{ borderWidth: '1px', borderColor: 'gray.200', rounded: 'md', whiteSpace: 'normal' }}
      tabIndex={0}
      role="group"
      aria-label={label}
    >
      <Table.Root size="md" striped aria-label={label}>
        <Table.Header>
          <Table.Row css={{ bg: 'brand.50' }}>
            <Table.ColumnHeader
              scope="col"
              css={{ color: 'brand.800', w: { base: '3.5rem', md: '5rem' } }}
            >
              {t('downloads.srNo')}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" css={{ color: 'brand.800' }}>
              {t('downloads.fileName')}
            </Table.ColumnHeader>
            <Table.ColumnHeader
              scope="col"
              css={{ color: 'brand.800', textAlign: 'end', w: { md: '10rem' } }}
            >
              {t('downloads.download')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, i) => (
            <Table.Row key={item._id}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell css={{ color: 'gray.800', fontWeight: 'medium' }}>
                {item.fileName}
              </Table.Cell>
              <Table.Cell css={{ textAlign: 'end', py: 1, whiteSpace: 'nowrap' }}>
                <DownloadLink item={item} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
