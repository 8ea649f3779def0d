import { Box, Container, Grid, Text } from '../../components/staticUi';
import { useLocation } from 'react-router-dom';
import { paths } from '../../contract/routes';
import { EnglishFallback } from '../../components/EnglishFallback';
import { DataTable } from '../../components/DataTable';
import { BannerPage } from '../../components/BannerPage';
import { PageBanner } from '../../components/PageBanner';
import { SideNav } from '../../components/SideNav';
import { useSite } from '../../lib/lists';
import { enInvestor } from '../../i18n/catalogs/enInvestor';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enInvestor);

/**
 * The five investor-information routes of docs/contract.md §2 (one component): the page whose `path` in the
 * site data is the current URL. The browser keeps the space and ’ of '/Dos and Don’ts for
 * Investors' percent-encoded in the pathname, so it is decoded before comparing.
 */
export function InvestorInfoPage() {
  const { investorInfo } = useSite();
  const path = decodedPath(useLocation().pathname);
  const page = investorInfo.find((p) => p.path === path);
  const t = useT();

  if (!page) {
    return (
      <>
        <PageBanner title={t('investor.info')} />
        <Container css={{ maxW: '3xl', py: 16 }}>
          <Text css={{ color: 'gray.700' }}>{t('investor.unavailable')}</Text>
        </Container>
      </>
    );
  }
  return (
    <BannerPage title={page.title} subtitle={t('investor.info')}>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }}
        gap={{ base: 10, lg: 12 }}
      >
        <Box css={{ minW: 0 }}>
          <EnglishFallback pick={(o) => o.investorInfo?.[investorInfo.indexOf(page)]?.tables}>
            {page.intro ? (
              <Text
                css={{
                  color: 'gray.700',
                  fontSize: { base: 'md', md: 'lg' },
                  mb: 8,
                  lineHeight: 'tall',
                }}
              >
                {page.intro}
              </Text>
            ) : null}
            {page.tables.map((table, i) => (
              <DataTable key={table.caption ?? i} table={table} />
            ))}
          </EnglishFallback>
        </Box>
        <SideNav
          title={t('investor.info')}
          current={page.path}
          items={[
            ...investorInfo.map((p) => ({ to: p.path, label: p.title })),
            { to: paths.investorCharter, label: t('investor.charter') },
            { to: paths.accessibility, label: t('investor.accessibility') },
          ]}
        />
      </Grid>
    </BannerPage>
  );
}

function decodedPath(pathname: string): string {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the path as it is.
  }
  return path;
}
