import { Box, Container, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OptionSelect } from '../../components/OptionSelect';
import { formatIst } from '../../contract/messages';
import { DataTable } from '../../components/DataTable';
import { LoadingState } from '../../components/LoadingState';
import { PageBanner } from '../../components/PageBanner';
import { complaintTableSet, FOOTNOTES, formatDay, formatMonthName } from './complaintTables';
import { useInvestorComplaints } from './useInvestorComplaints';

const TITLE = 'Investor complaints data';

/**
 * SEBI's monthly investor complaints data, computed by the server from the firm's complaint
 * records (docs/contract.md §12). The specification's static tables stay on the investor page.
 */
export function InvestorComplaintsPage() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const state = useInvestorComplaints(month);

  return (
    <>
      <PageBanner title={TITLE} subtitle="As SEBI asks brokers to publish every month" />
      <Container maxW="7xl" py={{ base: 8, md: 12 }}>
        {state.kind === 'loading' ? <LoadingState label="Loading the complaints data" /> : null}
        {state.kind === 'failed' ? (
          <Text role="alert" color="red.700" py={8}>
            {state.message}
          </Text>
        ) : null}
        {state.kind === 'loaded' ? (
          <Stack gap={6}>
            <Stack
              direction={{ base: 'column', md: 'row' }}
              justify="space-between"
              align={{ md: 'end' }}
              gap={4}
            >
              <Box>
                <Heading as="h2" size="lg" color="brand.800">
                  Data for the month ending {formatDay(state.data.monthEnding)}
                </Heading>
                <Text color="gray.600" fontSize="sm" mt={1}>
                  Computed from our complaint records on {formatIst(state.data.computedAt)}. A month
                  is published once it has closed (midnight IST on its last day).
                </Text>
              </Box>
              <Field.Root maxW={{ md: '16rem' }}>
                <Field.Label>Month</Field.Label>
                <OptionSelect
                  options={state.data.months}
                  label={formatMonthName}
                  value={state.data.month}
                  onChange={(e) => setMonth(e.currentTarget.value)}
                />
              </Field.Root>
            </Stack>
            <ComplaintTables data={state.data} />
          </Stack>
        ) : null}
      </Container>
    </>
  );
}

function ComplaintTables({ data }: { data: Parameters<typeof complaintTableSet>[0] }) {
  const tables = complaintTableSet(data);
  return (
    <>
      <Box as="section" aria-labelledby="broker-tables">
        <Heading id="broker-tables" as="h2" size="md" color="brand.800" mb={3}>
          As a stock broker
        </Heading>
        {tables.broker.map((table) => (
          <DataTable key={table.caption} table={table} />
        ))}
      </Box>
      <Box as="section" aria-labelledby="dp-tables">
        <Heading id="dp-tables" as="h2" size="md" color="brand.800" mb={3}>
          As a depository participant
        </Heading>
        <DataTable table={tables.depository} />
      </Box>
      <Box as="section" aria-labelledby="footnotes" fontSize="sm" color="gray.700">
        <Heading id="footnotes" as="h2" size="sm" color="brand.800" mb={2}>
          Notes
        </Heading>
        <Stack as="ul" gap={1} listStyleType="none">
          {FOOTNOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Stack>
      </Box>
    </>
  );
}
