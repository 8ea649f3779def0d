import { Link } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { api } from '../contract/api';
import type { DownloadItem } from '../contract/entities';

/** GET /api/downloads/{filePath}: saved under the file's own name (`download`). */
export function DownloadLink({ item }: { item: DownloadItem }) {
  return (
    <Link
      href={api.download(item.filePath)}
      download={item.filePath}
      aria-label={`Download ${item.fileName}`}
      display="inline-flex"
      alignItems="center"
      gap={1.5}
      minH={10}
      px={3}
      rounded="md"
      color="brand.600"
      fontWeight="semibold"
      _hover={{ bg: 'brand.50', textDecoration: 'none' }}
    >
      <LuDownload aria-hidden="true" />
      Download
    </Link>
  );
}
