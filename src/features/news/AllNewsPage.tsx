import { Container } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { ListStatus } from '../../components/ListStatus';
import { NewsCards } from '../../components/NewsCard';
import { PageBanner } from '../../components/PageBanner';
import { newsAtom } from '../../lib/lists';
import { enNews } from '../../i18n/catalogs/enNews';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enNews);

/** /all-news: every news item in the order the server returns them, three per row on desktop. */
export function AllNewsPage() {
  const news = useAtomValue(newsAtom);
  const t = useT();
  return (
    <>
      <PageBanner title={t('news.title')} subtitle={t('news.subtitle')} />
      <Container maxW="7xl" py={{ base: 8, md: 12 }}>
        <ListStatus {...news} empty={t('news.empty')}>
          {(list) => <NewsCards items={list} inEnglish={news.inEnglish} headingAs="h2" />}
        </ListStatus>
      </Container>
    </>
  );
}
