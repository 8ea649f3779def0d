import { Box, Container, Grid, Image, Stack } from '../../components/staticUi';
import { Glyph } from '../../components/siteIcons/Glyph';
import { linkButton } from '../../components/linkButton';
import { SafeHtml } from '../../components/SafeHtml';
import { SmartLink } from '../../components/SmartLink';
import { api } from '../../contract/api';
import type { SiteConfig } from '../../contract/site';
import { styled } from '#styled-system/jsx';
import { HomeSectionTitle } from './HomeSectionTitle';

/**
 * The home page's about block: picture, the firm's story (stored HTML, sanitized by the server)
 * and a profile link.
 */
export function AboutBlock({ about }: { about: SiteConfig['home']['about'] }) {
  return (
    <styled.section aria-labelledby="home-about-title" css={{ py: { base: 12, md: 20 } }}>
      <Container css={{ maxW: '7xl' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }}
          gap={{ base: 8, lg: 16 }}
          css={{ alignItems: 'center' }}
        >
          <Image
            src={api.siteImage(about.image)}
            alt=""
            css={{
              rounded: 'xl',
              shadow: 'lg',
              w: 'full',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
            }}
            loading="lazy"
          />
          <Stack gap={5}>
            <HomeSectionTitle id="home-about-title">{about.title}</HomeSectionTitle>
            <SafeHtml html={about.html} css={{ fontSize: { base: 'md', md: 'lg' } }} />
            <Box>
              <SmartLink link={about.link} css={linkButton.primary}>
                {about.link.label}
                <Glyph name="arrow-right" aria-hidden="true" />
              </SmartLink>
            </Box>
          </Stack>
        </Grid>
      </Container>
    </styled.section>
  );
}
