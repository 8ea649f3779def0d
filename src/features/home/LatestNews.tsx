import { Box, Container, Flex, Link, SimpleGrid } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ListStatus } from '../../components/ListStatus';
import { NewsCard } from '../../components/NewsCard';
import type { NewsItem } from '../../contract/entities';
import { LATEST_NEWS_COUNT } from '../../contract/limits';
import { paths } from '../../contract/routes';
import { newsListAtom, selectedNewsAtom, useList } from '../../lib/lists';
import { useT } from '../../i18n/useT';
import { HomeSectionTitle } from './HomeSectionTitle';

/**
 * Latest news (docs/contract.md §2, §4): the first LATEST_NEWS_COUNT items of GET /api/news-master in the
 * order the server returns them, fetched only while the stored list is empty. Following a card
 * stores it as the selected news and opens /news.
 */
export function LatestNews() {
  const news = useList(newsListAtom);
  const setSelected = useSetAtom(selectedNewsAtom);
  const navigate = useNavigate();
  const t = useT();

  const open = (item: NewsItem) => {
    setSelected(item);
    navigate(paths.news);
  };

  return (
    <Box as="section" aria-labelledby="home-news-title" py={{ base: 12, md: 20 }}>
      <Container maxW="7xl">
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', sm: 'flex-end' }}
          direction={{ base: 'column', sm: 'row' }}
          gap={3}
          mb={{ base: 6, md: 10 }}
        >
          <HomeSectionTitle id="home-news-title">{t('home.latestNews')}</HomeSectionTitle>
          <Link
            asChild
            color="brand.700"
            fontWeight="semibold"
            display="inline-flex"
            alignItems="center"
            gap={1.5}
          >
            <RouterLink to={paths.allNews}>
              {t('home.allNews')}
              <LuArrowRight aria-hidden="true" />
            </RouterLink>
          </Link>
        </Flex>
        <ListStatus {...news} empty={t('news.empty')}>
          {(list) => (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
              {list.slice(0, LATEST_NEWS_COUNT).map((item) => (
                <li key={item._id}>
                  <NewsCard item={item} onSelect={open} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </ListStatus>
      </Container>
    </Box>
  );
}
