import type { SystemStyleObject } from '#styled-system/types';
import { Box, Flex, Heading, Image, Text } from './staticUi';
import { Glyph } from './siteIcons/Glyph';
import { api, imageSources } from '../contract/api';
import type { NewsItem } from '../contract/entities';
import { formatDdMmYyyy } from '../lib/format';
import { newsPictureText } from './newsPicture';
import { SafeHtml } from './SafeHtml';

/** The story's title, larger from tablets up. */
const headline = {
  fontSize: { base: '2xl', md: '3xl' },
  lineHeight: 'short',
  color: 'brand.800',
  mb: 3,
} satisfies SystemStyleObject;

/** The story's picture: full width, 16 × 9 but never taller than 420 px. */
const picture = {
  w: 'full',
  aspectRatio: '16 / 9',
  maxH: '420px',
  objectFit: 'cover',
  rounded: 'xl',
  bg: 'brand.50',
  mb: 8,
} satisfies SystemStyleObject;

/** One story as /news shows it; the content desk's preview renders the same component. */
export function NewsArticle({ article }: { article: NewsItem }) {
  return (
    <Box as="article" aria-labelledby="news-title" css={{ minW: 0 }}>
      <Heading as="h2" id="news-title" css={headline}>
        {article.newsTitle}
      </Heading>
      <Flex align="center" css={{ color: 'gray.600', gap: 1.5, fontSize: 'sm', mb: 6 }}>
        <Glyph name="calendar-days" aria-hidden="true" />
        <time dateTime={article.date}>{formatDdMmYyyy(article.date)}</time>
      </Flex>
      <Image
        {...imageSources(article.imagePath, api.newsImage, '(min-width: 80em) 860px, 100vw')}
        {...newsPictureText(article)}
        // The story's picture is the page's largest element: fetched first, its room kept.
        fetchPriority="high"
        css={picture}
      />
      <Text css={{ color: 'gray.700', fontSize: 'lg', fontWeight: 'medium', mb: 6 }}>
        {article.description}
      </Text>
      <SafeHtml html={article.news} />
    </Box>
  );
}
