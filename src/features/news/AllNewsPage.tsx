import { useAtomValue } from 'jotai';
import { ListStatus } from '../../components/ListStatus';
import { NewsCards } from '../../components/NewsCard';
import { BannerPage } from '../../components/BannerPage';
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
    <BannerPage title={t('news.title')} subtitle={t('news.subtitle')}>
      <ListStatus {...news} empty={t('news.empty')}>
        {(list) => <NewsCards items={list} inEnglish={news.inEnglish} headingAs="h2" leading />}
      </ListStatus>
    </BannerPage>
  );
}
