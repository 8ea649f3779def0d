import { Box, Link, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { FUND_LISTS, fundListsApi, type FundList } from '../../../contract/fundLists';

/** The header line to copy: small monospace on a light panel, broken anywhere to fit. */
const columnsLine = {
  display: 'block',
  mt: 1,
  px: 2,
  py: 1.5,
  bg: 'brand.50',
  color: 'brand.800',
  borderRadius: 'sm',
  fontFamily: 'mono',
  fontSize: 'xs',
  wordBreak: 'break-all',
} satisfies SystemStyleObject;

/** The CSV file a list's import takes, and the list itself as such a file to start from. */
export function FundCsvHelp({ list }: { list: FundList }) {
  return (
    <Stack as="section" aria-label="The CSV file" layerStyle="card" p={4} gap={2} fontSize="sm">
      <Text fontWeight="semibold" color="brand.800">
        The CSV file
      </Text>
      <Box>
        <Text color="gray.700">First line, the columns:</Text>
        <Text as="code" {...columnsLine}>
          {FUND_LISTS[list].columns.join(',')}
        </Text>
      </Box>
      <Stack as="ul" ps={5} gap={1} color="gray.700" listStyleType="disc">
        <li>Then one {FUND_LISTS[list].noun} a line. The file replaces the whole list.</li>
        <li>Commas or semicolons; a name with one in “double quotes”.</li>
        {list === 'schemes' ? (
          <li>Each AMC and category must be in its list: import those first.</li>
        ) : null}
        <li>Excel: save as “CSV UTF-8”. At most 2 MB and 20,000 rows.</li>
      </Stack>
      <Link
        href={fundListsApi.csv(list)}
        download
        color="brand.700"
        fontWeight="semibold"
        alignSelf="start"
      >
        <LuDownload /> Download as CSV
      </Link>
    </Stack>
  );
}
