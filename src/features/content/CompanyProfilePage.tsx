import { Box, Flex, Grid, Heading } from '../../components/staticUi';
import { Glyph } from '../../components/siteIcons/Glyph';
import { BannerPage } from '../../components/BannerPage';
import { SafeHtml } from '../../components/SafeHtml';
import { SmartLink } from '../../components/SmartLink';
import { useSite } from '../../lib/lists';
import { linkButton } from '../../components/linkButton';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/** /company-profile: Who We Are, What We Offer, and the two ways to start trading (docs/contract.md §2). */
export function CompanyProfilePage() {
  const t = useT();
  const { companyProfile, firm } = useSite();
  return (
    <BannerPage title={t('content.companyProfile')} subtitle={firm.tagline}>
      <Grid
        templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}
        gap={{ base: 8, lg: 12 }}
      >
        <Section id="who-we-are" title={t('content.whoWeAre')} html={companyProfile.whoWeAre} />
        <Section
          id="what-we-offer"
          title={t('content.whatWeOffer')}
          html={companyProfile.whatWeOffer}
        />
      </Grid>
      <Flex
        css={{
          mt: { base: 8, md: 12 },
          p: { base: 6, md: 8 },
          rounded: 'xl',
          bg: 'brand.50',
          gap: 4,
        }}
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'center' }}
        justify="center"
      >
        <SmartLink link={companyProfile.callToTrade} css={linkButton.primary}>
          <Glyph name="phone" aria-hidden="true" />
          {companyProfile.callToTrade.label}
        </SmartLink>
        <SmartLink link={companyProfile.onlineTrading} css={linkButton.outline}>
          {companyProfile.onlineTrading.label}
          <Glyph name="external-link" aria-hidden="true" />
        </SmartLink>
      </Flex>
    </BannerPage>
  );
}

function Section({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      css={{ borderTopWidth: '4px', borderColor: 'gold.400', pt: 6 }}
    >
      <Heading as="h2" id={id} size="2xl" css={{ color: 'brand.800', mb: 4 }}>
        {title}
      </Heading>
      <SafeHtml html={html} />
    </Box>
  );
}
