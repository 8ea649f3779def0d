import { Container } from '@chakra-ui/react';
import { ListStatus } from '../../components/ListStatus';
import { PageBanner } from '../../components/PageBanner';
import { useList } from '../../lib/lists';
import { downloadsAtom } from './atoms';
import { DownloadsTable } from '../../components/DownloadsTable';

/** /new-downloads: every downloadable document (GET /api/downloads/). */
export function DownloadsPage() {
  const downloads = useList(downloadsAtom);
  return (
    <>
      <PageBanner title="Downloads" subtitle="Forms, policies and documents for investors" />
      <Container maxW="5xl" py={{ base: 8, md: 12 }}>
        <ListStatus {...downloads} empty="No documents yet.">
          {(items) => <DownloadsTable items={items} label="Downloads" />}
        </ListStatus>
      </Container>
    </>
  );
}
