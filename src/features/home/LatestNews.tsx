import { useAtomValue } from 'jotai';
import { Glyph } from '../../components/siteIcons/Glyph';
import { ListStatus } from '../../components/ListStatus';
import { Box, Container, Flex, RouteLink } from '../../components/staticUi';
import { NewsCards } from '../../components/NewsCard';
import { LATEST_NEWS_COUNT } from '../../contract/limits';
import { paths } from '../../contract/routes';
import { newsAtom } from '../../lib/lists';
import { useT } from '../../i18n/useT';
import { HomeSectionTitle } from './HomeSectionTitle';

/**
 * Latest news (docs/contract.md §2, §4): the first LATEST_NEWS_COUNT items of GET /api/news-master in the
 * order the server returns them, fetched only while the stored list is empty. Following a card
 * stores it as the selected news and opens /news.
 */
export function LatestNews() {
  const news = useAtomValue(newsAtom);
  const t = useT();

  return (
    <Box as="section" aria-labelledby="home-news-title" css={{ py: { base: 12, md: 20 } }}>
      <Container css={{ maxW: '7xl' }}>
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', sm: 'flex-end' }}
          direction={{ base: 'column', sm: 'row' }}
          css={{ gap: 3, mb: { base: 6, md: 10 } }}
        >
          <HomeSectionTitle id="home-news-title">{t('home.latestNews')}</HomeSectionTitle>
          <RouteLink
            to={paths.allNews}
            css={{
              color: 'brand.700',
              fontWeight: 'semibold',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1.5,
            }}
          >
            {t('home.allNews')}
            <Glyph name="arrow-right" aria-hidden="true" />
          </RouteLink>
        </Flex>
        <ListStatus {...news} empty={t('news.empty')}>
          {(list) => (
            <NewsCards items={list.slice(0, LATEST_NEWS_COUNT)} inEnglish={news.inEnglish} />
          )}
        </ListStatus>
      </Container>
    </Box>
  );
}
