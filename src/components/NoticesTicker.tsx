import type { SystemStyleObject } from '#styled-system/types';
import { Box, Container, Flex, Text } from './staticUi';
import { useState } from 'react';
import { Glyph } from './siteIcons/Glyph';
import { PlayPauseButton } from './PlayPauseButton';
import { SiteIcon } from './SiteIcon';
import { SmartLink } from './SmartLink';
import type { NavLink } from '../contract/site';
import { useT } from '../i18n/useT';

/** Reading pace: roughly 60 px per second at this type size. */
const SECONDS_PER_CHAR = 0.12;

/** A pale gold strip under the header. */
const strip = {
  bg: 'gold.50',
  borderBottomWidth: '1px',
  borderColor: 'gold.200',
} satisfies SystemStyleObject;

/** The navy "NOTICES" tag at the strip's start; only its icon on the narrowest phones. */
const tag = {
  alignItems: 'center',
  gap: 2,
  px: { base: 3, md: 4 },
  bg: 'brand.800',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  flexShrink: 0,
} satisfies SystemStyleObject;

/**
 * Scrolling investor notices (docs/contract.md §2). The ticker stops while hovered or focused and on its
 * pause button; with reduced motion it is a still, wrapped list that can be read at leisure.
 */
export function NoticesTicker({ notices }: { notices: NavLink[] }) {
  const [paused, setPaused] = useState(false);
  const t = useT();
  if (notices.length === 0) return null;
  const chars = notices.reduce((n, notice) => n + notice.label.length, 0);
  const duration = Math.max(30, Math.round(chars * SECONDS_PER_CHAR));

  return (
    <Box as="section" aria-label={t('home.investorNotices')} css={strip}>
      {/* `lg` said again: `css` merges with the Container's own padding ({ base, md, lg }). */}
      <Container css={{ maxW: '7xl', px: { base: 0, md: 6, lg: 6 } }}>
        <Flex align="stretch">
          <Flex css={tag}>
            <Glyph name="megaphone" aria-hidden="true" />
            <Text as="span" css={{ display: { base: 'none', sm: 'inline' } }}>
              {t('home.notices')}
            </Text>
          </Flex>
          <Box
            css={{
              flex: '1',
              overflow: 'hidden',
              position: 'relative',
              '&:hover [data-track], &:focus-within [data-track]': {
                animationPlayState: 'paused',
              },
              '@media (prefers-reduced-motion: reduce)': {
                '& [data-track]': { animation: 'none', width: 'auto' },
                '& [data-copy]': { display: 'none' },
                '& [data-list]': { flexDirection: 'column', whiteSpace: 'normal', gap: 2, py: 1 },
              },
            }}
          >
            <Flex
              data-track=""
              css={{
                w: 'max-content',
                animation: 'noticesScroll linear infinite',
                animationPlayState: paused ? 'paused' : 'running',
              }}
              style={{ animationDuration: `${duration}s` }}
            >
              <NoticeList notices={notices} />
              <NoticeList notices={notices} copy />
            </Flex>
          </Box>
          <PlayPauseButton
            playing={!paused}
            labels={{ pause: t('home.pauseNotices'), play: t('home.playNotices') }}
            onClick={() => setPaused(!paused)}
            size="sm"
            css={{
              color: 'brand.800',
              alignSelf: 'center',
              flexShrink: 0,
              mx: 1,
              '@media (prefers-reduced-motion: reduce)': { display: 'none' },
            }}
          />
        </Flex>
      </Container>
    </Box>
  );
}

function NoticeList({ notices, copy = false }: { notices: NavLink[]; copy?: boolean }) {
  return (
    <Flex
      as="ul"
      data-list=""
      data-copy={copy ? '' : undefined}
      aria-hidden={copy || undefined}
      inert={copy}
      css={{
        listStyleType: 'none',
        gap: 10,
        py: 2.5,
        px: { base: 3, md: 4 },
        whiteSpace: 'nowrap',
        fontSize: 'sm',
      }}
    >
      {notices.map((notice, i) => (
        <Box as="li" key={i} css={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box as="span" css={{ color: 'gold.600', display: 'inline-flex' }}>
            <SiteIcon name={notice.icon} />
          </Box>
          {/* At least 24 px tall, a touch target by itself (WCAG 2.5.8): one line of small text is
              less, and in Gujarati axe found it too close to its neighbours. */}
          <SmartLink
            link={notice}
            css={{
              color: 'brand.900',
              _hover: { color: 'brand.600' },
              display: 'inline-flex',
              alignItems: 'center',
              minH: '6',
            }}
          >
            {notice.label}
          </SmartLink>
        </Box>
      ))}
    </Flex>
  );
}
