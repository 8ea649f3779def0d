import { Container, Text } from '@chakra-ui/react';
import { msg } from '../../contract/messages';
import { PageBanner } from '../../components/PageBanner';
import { apiClient } from '../../lib/api';
import { downloadsAtom, useHolding } from '../../lib/holdings';
import { DownloadsTable } from './DownloadsTable';

/** /new-downloads: every downloadable document (GET /api/downloads/). */
export function DownloadsPage() {
  const { list, failed } = useHolding(downloadsAtom, apiClient.downloads);
  return (
    <>
      <PageBanner title="Downloads" subtitle="Forms, policies and documents for investors" />
      <Container maxW="5xl" py={{ base: 8, md: 12 }}>
        {list && list.length > 0 ? (
          <DownloadsTable items={list} label="Downloads" />
        ) : (
          <Text role="status" color="gray.600" textAlign="center" py={16}>
            {failed ? msg.listLoadFailed : list === null ? msg.listLoading : 'No documents yet.'}
          </Text>
        )}
      </Container>
    </>
  );
}
