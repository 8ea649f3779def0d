import { Container, SimpleGrid } from '@chakra-ui/react';
import { ListStatus } from '../../components/ListStatus';
import { NewsCard } from '../../components/NewsCard';
import { PageBanner } from '../../components/PageBanner';
import { newsListAtom, useList } from '../../lib/lists';
import { useSelectNews } from './useSelectNews';
import { enNews } from '../../i18n/catalogs/enNews';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enNews);

/** /all-news: every news item in the order the server returns them, three per row on desktop. */
export function AllNewsPage() {
  const news = useList(newsListAtom);
  const selectNews = useSelectNews();
  const t = useT();
  return (
    <>
      <PageBanner title={t('news.title')} subtitle={t('news.subtitle')} />
      <Container maxW="7xl" py={{ base: 8, md: 12 }}>
        <ListStatus {...news} empty={t('news.empty')}>
          {(list) => (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
              {list.map((item) => (
                <li key={item._id}>
                  <NewsCard item={item} onSelect={selectNews} headingAs="h2" />
                </li>
              ))}
            </SimpleGrid>
          )}
        </ListStatus>
      </Container>
    </>
  );
}
