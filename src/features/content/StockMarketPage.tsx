import { Box, Button, Grid, Heading, Span, Stack, Text } from '../../components/staticUi';
import { Alert } from '../../components/staticUi/alert';
import { DataTable } from '../../components/DataTable';
import { useSite } from '../../lib/lists';
import { paths } from '../../contract/routes';
import { PageInMenu } from './PageInMenu';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/**
 * /stock-market: the ten sample stocks of the site data and a sidebar of index filters. docs/contract.md §2
 * says none of the filters is functional, so they are shown disabled and the page says the data is
 * illustrative rather than pretending to be a live quote board.
 */
export function StockMarketPage() {
  const { stockMarket } = useSite();
  const t = useT();
  return (
    <PageInMenu path={paths.stockMarket} title={t('content.stockMarket')}>
      <Grid templateColumns={{ base: '1fr', lg: '260px minmax(0, 1fr)' }} gap={{ base: 6, lg: 10 }}>
        <Box
          as="aside"
          aria-labelledby="index-filters"
          css={{
            order: { base: 2, lg: 1 },
            alignSelf: 'start',
            borderWidth: '1px',
            borderColor: 'gray.200',
            rounded: 'lg',
            p: 5,
            bg: 'gray.50',
          }}
        >
          <Heading as="h2" id="index-filters" size="sm" css={{ color: 'brand.800', mb: 1 }}>
            {t('content.indices')}
          </Heading>
          <Text css={{ color: 'gray.600', fontSize: 'sm', mb: 4 }}>{t('content.indicesNote')}</Text>
          <Stack direction={{ base: 'row', lg: 'column' }} wrap="wrap" gap={2}>
            {stockMarket.indices.map((index) => (
              <Button
                key={index}
                size="sm"
                variant="outline"
                css={{ justifyContent: { lg: 'flex-start' } }}
                disabled
              >
                {index}
              </Button>
            ))}
          </Stack>
        </Box>
        <Box css={{ minW: 0, order: { base: 1, lg: 2 } }}>
          <Alert.Root status="info" css={{ mb: 6, rounded: 'md' }}>
            <Alert.Indicator />
            <Alert.Title css={{ fontWeight: 'medium' }}>{stockMarket.note}</Alert.Title>
          </Alert.Root>
          <DataTable
            table={stockMarket.table}
            label={t('content.samplePrices')}
            renderCell={priceCell}
          />
        </Box>
      </Grid>
    </PageInMenu>
  );
}

/** Changes read green or red; the sign stays, so colour is never the only cue. */
function priceCell(cell: string) {
  if (/^\+\d/.test(cell)) return <Span css={{ color: 'green.700' }}>{cell}</Span>;
  if (/^-\d/.test(cell)) return <Span css={{ color: 'red.700' }}>{cell}</Span>;
  return cell;
}
