import { Box, Container, Grid, Image, Stack } from '../../components/staticUi';
import { lazy, Suspense } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { QuietBoundary } from '../../components/QuietBoundary';
import { linkButton } from '../../components/linkButton';
import { SmartLink } from '../../components/SmartLink';
import { api } from '../../contract/api';
import type { SiteConfig } from '../../contract/site';
import { styled } from '#styled-system/jsx';
import { useNearViewport } from '../../lib/useNearViewport';
import { HomeSectionTitle } from './HomeSectionTitle';

const AboutHtml = lazy(async () => ({ default: (await import('./AboutHtml')).AboutHtml }));

/**
 * The home page's about block: picture, the firm's story (stored HTML) and a profile link. The
 * story is sanitized HTML; the sanitizer (~12 KB gzip) loads when the block comes near the screen.
 */
export function AboutBlock({ about }: { about: SiteConfig['home']['about'] }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const placeholder = <Box minH="12em" aria-hidden="true" />;
  return (
    <styled.section ref={ref} aria-labelledby="home-about-title" py={{ base: 12, md: 20 }}>
      <Container maxW="7xl">
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }}
          gap={{ base: 8, lg: 16 }}
          alignItems="center"
        >
          <Image
            src={api.siteImage(about.image)}
            alt=""
            rounded="xl"
            shadow="lg"
            w="full"
            aspectRatio="4 / 3"
            objectFit="cover"
            loading="lazy"
          />
          <Stack gap={5}>
            <HomeSectionTitle id="home-about-title">{about.title}</HomeSectionTitle>
            {near ? (
              <QuietBoundary what="About text">
                <Suspense fallback={placeholder}>
                  <AboutHtml html={about.html} />
                </Suspense>
              </QuietBoundary>
            ) : (
              placeholder
            )}
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
